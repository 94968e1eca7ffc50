//! `GET /service` and `GET /service/dns`: whether the installation works and what it still needs,
//! for an administrator's first minutes (the web UI's overview shows both): the store, where
//! this instance listens, the inbox domains with the MX record each needs and what DNS answers
//! for it now, and the accounts that need a person.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::views::{Data, RefusedAppView};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::model::AccountStatus;
use postern_core::rights::Resource;
use serde::Serialize;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use utoipa::ToSchema;

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

// Schemas of the answers below (contract::document); the handlers serialize the records these
// mirror (`read` and `judge` build the JSON they describe).

/// The installation: whether it works and what it still needs.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Service)]
#[allow(dead_code)]
pub struct ServiceView {
    /// Postern's version.
    pub version: String,
    pub store: ServiceStoreView,
    /// Where this instance listens.
    pub listeners: ServiceListenersView,
    pub waits: ServiceWaitsView,
    /// `--public-url`; null without one.
    #[schema(required = true)]
    pub public_url: Option<String>,
    /// The MCP endpoint under `public_url`; null without one.
    #[schema(required = true)]
    pub mcp_url: Option<String>,
    /// `--hostname`: the name MX records of the inbox domains should point to; null without one.
    #[schema(required = true)]
    pub mail_host: Option<String>,
    /// The domains inboxes receive mail at; new addresses use the first.
    pub inbox_domains: Vec<String>,
    /// Null when the store does not answer within 2 s.
    #[schema(required = true)]
    pub accounts: Option<ServiceAccountsView>,
    /// The OAuth apps their provider refuses now, which no account's sign-in can fix.
    pub refused_apps: Vec<RefusedAppView>,
}

/// The store and how fast it answers.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceStore)]
#[allow(dead_code)]
pub struct ServiceStoreView {
    pub engine: ServiceStoreEngineView,
    /// Whether it answered within 2 s.
    pub reachable: bool,
    /// How long it took to answer; null when it did not.
    #[schema(required = true)]
    pub answered_in_ms: Option<f64>,
}

/// Which database the store is.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = ServiceStoreEngine)]
#[allow(dead_code)]
pub enum ServiceStoreEngineView {
    Sqlite,
    Postgresql,
}

/// The addresses this instance listens at; null where it does not (yet).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceListeners)]
#[allow(dead_code)]
pub struct ServiceListenersView {
    /// `address:port` of the HTTP listener.
    #[schema(required = true)]
    pub http: Option<String>,
    /// `address:port` of the SMTP receiver.
    #[schema(required = true)]
    pub smtp: Option<String>,
}

/// The long-poll waits held now.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceWaits)]
#[allow(dead_code)]
pub struct ServiceWaitsView {
    pub open: u64,
}

/// The connected accounts, and those that need a person.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceAccounts)]
#[allow(dead_code)]
pub struct ServiceAccountsView {
    pub total: u64,
    /// The accounts in `needs_reauth`, `unreachable` or `error`.
    pub attention: Vec<ServiceAttentionView>,
}

/// An account that needs a person: a new sign-in, or a server that keeps failing.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceAttention)]
#[allow(dead_code)]
pub struct ServiceAttentionView {
    /// `acc_…`
    pub id: String,
    pub email: String,
    pub status: ServiceAttentionStatusView,
    /// Why the account is not `connected`.
    #[schema(required = true)]
    pub status_reason: Option<String>,
}

/// The statuses that need a person.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ServiceAttentionStatus)]
#[allow(dead_code)]
pub enum ServiceAttentionStatusView {
    /// The provider refused the credentials: a person must give new ones or sign in again.
    NeedsReauth,
    /// The server could not be reached or answered unexpectedly; retried with backoff.
    Unreachable,
    /// Postern's own failure; retried with backoff.
    Error,
}

/// Each inbox domain's MX verdict, and the host they should name.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceDns)]
#[allow(dead_code)]
pub struct ServiceDnsView {
    pub data: Vec<DnsDomainView>,
    /// `--hostname`, as DNS compares it; null without one.
    #[schema(required = true)]
    pub mail_host: Option<String>,
}

/// One inbox domain's MX records as DNS answers now.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ServiceDnsDomain)]
#[allow(dead_code)]
pub struct DnsDomainView {
    pub domain: String,
    /// The record it needs (`<domain>. MX 10 <mail_host>.`); null without a mail host.
    #[schema(required = true)]
    pub record: Option<String>,
    /// Its MX hosts, most preferred first.
    pub found: Vec<String>,
    pub state: DnsStateView,
    /// How the lookup failed (`unknown` only).
    #[schema(required = true)]
    pub detail: Option<String>,
}

/// What DNS says of a domain's mail.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = ServiceDnsState)]
#[allow(dead_code)]
pub enum DnsStateView {
    /// The mail host is among its MX hosts.
    Ok,
    /// Mail for the domain goes to other hosts.
    Elsewhere,
    /// No MX record (NODATA or NXDOMAIN).
    Missing,
    /// The lookup was refused, failed or had no answer within 4 s.
    Unknown,
}

/// Whether an account waits for a person (a new sign-in, a server that keeps failing).
fn needs_a_person(status: AccountStatus) -> bool {
    status == AccountStatus::NeedsReauth || status.failing()
}

/// Read the installation's state.
///
/// Whether the installation works and what it still needs (the web UI's overview): the store,
/// this instance's listeners, the inbox domains, the accounts that need a person and the OAuth
/// apps their provider refuses. Not audited.
#[utoipa::path(
    get,
    path = "/service",
    operation_id = "service_read",
    tag = "service",
    responses((status = 200, description = "The installation.", body = Data<ServiceView>))
)]
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

/// Check the inbox domains' DNS.
///
/// Each inbox domain's MX hosts as DNS answers now, against the one they should name. `state`:
/// `ok` (the mail host is among them), `elsewhere` (mail for the domain goes to other hosts),
/// `missing` (no MX record), `unknown` (the lookup failed; `detail` says how).
#[utoipa::path(
    get,
    path = "/service/dns",
    operation_id = "service_dns",
    tag = "service",
    responses((status = 200, description = "Each inbox domain's verdict.", body = ServiceDnsView))
)]
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
