//! `GET /service` and `GET /service/dns`: whether the installation works and what it still needs,
//! for an administrator's first minutes (the web UI's overview shows both): the store, where
//! this instance listens, the inbox domains with the MX record each needs and what DNS answers
//! for it now, and the accounts that need a person.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::model::AccountStatus;
use postern_core::rights::Resource;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// Where this instance listens and the name its SMTP receiver greets with.
#[derive(Debug, Clone, Default)]
pub struct Listeners {
    pub http: Option<SocketAddr>,
    pub smtp: Option<SocketAddr>,
    /// The host name MX records of the inbox domains should point to (`--hostname`).
    pub mail_host: Option<String>,
}

/// How long the store may take to answer before it counts as unreachable.
const STORE_WITHIN: Duration = Duration::from_secs(2);

/// How long one domain's MX lookup may take: the page waits for it.
const DNS_WITHIN: Duration = Duration::from_secs(4);

/// Whether an account waits for a person (a new sign-in, a server that keeps failing).
fn needs_a_person(status: AccountStatus) -> bool {
    status == AccountStatus::NeedsReauth || status.failing()
}

/// `GET /service`.
pub async fn read(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let started = Instant::now();
    let reachable = state.store.ping(STORE_WITHIN).await;
    let store = json!({
        "engine": if state.store.shared() { "postgresql" } else { "sqlite" },
        "reachable": reachable,
        "answered_in_ms": reachable.then(|| started.elapsed().as_secs_f64() * 1000.0),
    });
    let accounts = match reachable {
        true => {
            let all = state.store.all_accounts().await?;
            let attention: Vec<Value> = all
                .iter()
                .map(|record| &record.account)
                .filter(|a| needs_a_person(a.status))
                .map(|a| json!({ "id": a.id, "email": a.email, "status": a.status, "status_reason": a.status_reason }))
                .collect();
            json!({ "total": all.len(), "attention": attention })
        }
        false => Value::Null,
    };
    let listeners = &state.config.listeners;
    let public_url = state.config.public_url.clone();
    let refused_apps = state.access_tokens.refused_shown();
    Ok(Json(json!({ "data": {
        "version": env!("CARGO_PKG_VERSION"),
        "store": store,
        "listeners": {
            "http": listeners.http.map(|a| a.to_string()),
            "smtp": listeners.smtp.map(|a| a.to_string()),
        },
        "waits": { "open": state.waits.open() },
        "public_url": public_url,
        "mcp_url": public_url.as_deref().map(|u| format!("{}/mcp", u.trim_end_matches('/'))),
        "mail_host": listeners.mail_host,
        "inbox_domains": state.config.inbox_domains,
        "accounts": accounts,
        "refused_apps": refused_apps,
    }}))
    .into_response())
}

/// `GET /service/dns`: each inbox domain's MX hosts as DNS answers now, against the one they
/// should name. `state`: `ok` (the mail host is among them), `elsewhere` (mail for the domain goes
/// to other hosts), `missing` (no MX record), `unknown` (the lookup failed; `detail` says how).
pub async fn dns(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let mail_host = state.config.listeners.mail_host.as_deref().map(bare).unwrap_or_default();
    let lookups = state.config.inbox_domains.iter().map(|domain| {
        let discovery = state.discovery.clone();
        let mail_host = mail_host.clone();
        async move {
            let found = match &discovery {
                Ok(lookup) => match tokio::time::timeout(DNS_WITHIN, lookup.mx_hosts(domain)).await {
                    Ok(found) => found,
                    Err(_) => Err(format!("DNS did not answer within {} s", DNS_WITHIN.as_secs())),
                },
                Err(reason) => Err(reason.clone()),
            };
            judge(domain, &mail_host, found)
        }
    });
    let domains = futures_util::future::join_all(lookups).await;
    Ok(Json(json!({ "data": domains, "mail_host": (!mail_host.is_empty()).then_some(mail_host) })).into_response())
}

/// A host name as DNS compares it: lower case, without the root's dot.
fn bare(host: &str) -> String {
    host.trim().trim_end_matches('.').to_ascii_lowercase()
}

/// One domain's verdict.
fn judge(domain: &str, mail_host: &str, found: Result<Vec<String>, String>) -> Value {
    let record = match mail_host.is_empty() {
        true => None,
        false => Some(format!("{domain}. MX 10 {mail_host}.")),
    };
    let (state, hosts, detail) = match found {
        Err(reason) => ("unknown", Vec::new(), Some(reason)),
        Ok(hosts) if hosts.is_empty() => ("missing", hosts, None),
        Ok(hosts) => {
            let hosts: Vec<String> = hosts.iter().map(|h| bare(h)).collect();
            match hosts.iter().any(|h| *h == mail_host) {
                true => ("ok", hosts, None),
                false => ("elsewhere", hosts, None),
            }
        }
    };
    json!({ "domain": domain, "record": record, "found": hosts, "state": state, "detail": detail })
}

#[cfg(test)]
mod tests {
    use super::judge;

    #[test]
    fn a_domain_is_judged_by_whether_its_mx_names_the_mail_host() {
        let ok = judge("in.example", "mx.example", Ok(vec!["backup.example".into(), "MX.example.".into()]));
        assert_eq!(ok["state"], "ok");
        assert_eq!(ok["record"], "in.example. MX 10 mx.example.");
        assert_eq!(ok["found"][1], "mx.example");
        assert_eq!(judge("in.example", "mx.example", Ok(vec!["other.example".into()]))["state"], "elsewhere");
        assert_eq!(judge("in.example", "mx.example", Ok(vec![]))["state"], "missing");
        let failed = judge("in.example", "mx.example", Err("timed out".into()));
        assert_eq!((failed["state"].as_str(), failed["detail"].as_str()), (Some("unknown"), Some("timed out")));
    }
}
