//! The posts to webhook endpoints and the reads of MCP clients' metadata documents (the home of
//! `reqwest` in the server): the URL checked as
//! account servers are (`--internal-host` for private and loopback addresses, each exactly;
//! never a link-local or metadata address), the connection pinned to the addresses checked (a
//! name that resolves differently a moment later changes nothing), https unless the host is an
//! allowed internal one, no redirects, bounded in time, and the answer read up to a few KiB.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long connecting may take, and the whole request.
const CONNECT: Duration = Duration::from_secs(5);
const TOTAL: Duration = Duration::from_secs(15);
/// The most of an answer read, and kept in the attempts log.
const READ: usize = 4096;
const EXCERPT: usize = 512;

/// What a post came to.
#[derive(Debug)]
pub(crate) struct Answer {
    /// The status, `None` when there was no answer (refused, timed out, …).
    pub status: Option<u16>,
    pub retry_after: Option<Duration>,
    pub latency: Duration,
    pub excerpt: Option<String>,
    /// Why there was no answer, or why the endpoint was not asked.
    pub error: Option<String>,
}

impl Answer {
    pub(crate) fn delivered(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }

    fn failed(error: String, started: Instant) -> Answer {
        Answer { status: None, retry_after: None, latency: started.elapsed(), excerpt: None, error: Some(error) }
    }
}

/// HTTP clients by host and the addresses checked for it, so that posts to an endpoint reuse
/// their connection (and the client's set-up) while its name resolves to the same checked
/// addresses; a change of address gets a new client. Emptied when it holds
/// [`Clients::MOST`].
#[derive(Default)]
pub(crate) struct Clients {
    by_target: Mutex<HashMap<(String, Vec<SocketAddr>), reqwest::Client>>,
}

impl Clients {
    const MOST: usize = 1024;

    fn get(&self, host: &str, pinned: &[SocketAddr]) -> Result<reqwest::Client, String> {
        let key = (host.to_ascii_lowercase(), pinned.to_vec());
        let mut clients = self.by_target.lock().expect("webhook clients lock");
        if let Some(client) = clients.get(&key) {
            return Ok(client.clone());
        }
        let client = reqwest::Client::builder()
            .connect_timeout(CONNECT)
            .timeout(TOTAL)
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("postern/", env!("CARGO_PKG_VERSION")))
            .resolve_to_addrs(host, pinned)
            .pool_max_idle_per_host(1)
            .pool_idle_timeout(Duration::from_secs(30))
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        if clients.len() >= Self::MOST {
            clients.clear();
        }
        clients.insert(key, client.clone());
        Ok(client)
    }
}

/// Whether `url` may be an endpoint: http(s), a host, no credentials in it; https unless the
/// host is one an administrator allows (`internal_hosts`). What it resolves to is checked at
/// each post ([`post`]).
pub(crate) fn check_url(url: &str, internal_hosts: &[String]) -> Result<reqwest::Url, String> {
    let parsed = reqwest::Url::parse(url.trim()).map_err(|_| "is not a URL".to_string())?;
    let host = parsed.host_str().ok_or("names no host")?.trim_start_matches('[').trim_end_matches(']');
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err("must not carry credentials".into());
    }
    let internal = internal_hosts.iter().any(|h| h.eq_ignore_ascii_case(host));
    match parsed.scheme() {
        "https" => {}
        "http" if internal => {}
        "http" => return Err("must be https (plain http only to a host allowed with --internal-host)".into()),
        _ => return Err("must be https".into()),
    }
    if let Ok(ip) = host.parse::<IpAddr>()
        && never(ip)
    {
        return Err(format!("names {ip}, a link-local or metadata address, where nothing is posted"));
    }
    if url.len() > 2048 {
        return Err("is longer than 2,048 characters".into());
    }
    Ok(parsed)
}

/// Addresses nothing is ever posted to, even when an administrator allows the host: link-local
/// (cloud metadata services live there) and the unspecified address.
fn never(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_link_local() || v4.is_unspecified() || v4.is_broadcast(),
        IpAddr::V6(v6) => {
            (v6.segments()[0] & 0xffc0) == 0xfe80
                || v6.is_unspecified()
                || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_link_local())
        }
    }
}

/// The addresses to connect to: those checked for a public host, those of an allowed internal
/// host as it resolves now; refused when any is one nothing is posted to.
pub(crate) async fn addresses(url: &reqwest::Url, internal_hosts: &[String]) -> Result<Vec<SocketAddr>, String> {
    let host = url.host_str().unwrap_or_default().trim_start_matches('[').trim_end_matches(']').to_string();
    let port = url.port_or_known_default().unwrap_or(443);
    let mut found = crate::connect::check_host(internal_hosts, &host, port).await?;
    if found.is_empty() {
        found = tokio::net::lookup_host((host.as_str(), port))
            .await
            .map_err(|_| format!("{host} does not resolve"))?
            .collect();
    }
    match found.iter().map(SocketAddr::ip).find(|ip| never(*ip)) {
        Some(ip) => Err(format!("{host} resolves to {ip}, a link-local or metadata address")),
        None if found.is_empty() => Err(format!("{host} does not resolve")),
        None => Ok(found),
    }
}

/// Posts `body` with `headers` to `url` with one of `clients`; never fails, says what happened.
pub(crate) async fn post(
    clients: &Clients,
    url: &str,
    internal_hosts: &[String],
    headers: &[(&str, String)],
    body: Vec<u8>,
) -> Answer {
    let started = Instant::now();
    let url = match check_url(url, internal_hosts) {
        Ok(url) => url,
        Err(e) => return Answer::failed(format!("the URL {e}"), started),
    };
    let pinned = match addresses(&url, internal_hosts).await {
        Ok(found) => found,
        Err(e) => return Answer::failed(e, started),
    };
    let host = url.host_str().unwrap_or_default().to_string();
    let client = match clients.get(&host, &pinned) {
        Ok(client) => client,
        Err(e) => return Answer::failed(e, started),
    };
    let mut request = client.post(url).header("content-type", "application/json").body(body);
    for (name, value) in headers {
        request = request.header(*name, value);
    }
    let mut response = match request.send().await {
        Ok(response) => response,
        Err(e) if e.is_timeout() => return Answer::failed("the endpoint did not answer in time".into(), started),
        Err(e) if e.is_connect() => return Answer::failed("the endpoint refused the connection".into(), started),
        Err(_) => return Answer::failed("the request failed".into(), started),
    };
    let status = response.status().as_u16();
    // Only a 429 or a 503 says when to come back; other failures back off as usual.
    let retry_after = matches!(status, 429 | 503).then(|| postern_providers::retry_after(response.headers())).flatten();
    let mut read = Vec::new();
    while read.len() < READ {
        match tokio::time::timeout(TOTAL.saturating_sub(started.elapsed()), response.chunk()).await {
            Ok(Ok(Some(chunk))) => read.extend_from_slice(&chunk[..chunk.len().min(READ - read.len())]),
            _ => break,
        }
    }
    let error = (status == 301 || status == 302 || status == 307 || status == 308)
        .then(|| "the endpoint redirected; redirects are not followed".to_string());
    Answer { status: Some(status), retry_after, latency: started.elapsed(), excerpt: Some(scrubbed(&read)), error }
}

/// What a GET brought back: a 200's body, and how long the server says it may be kept.
#[derive(Debug)]
pub(crate) struct Fetched {
    pub body: Vec<u8>,
    /// `Cache-Control: max-age`, when it says one (`no-store` and `no-cache` are 0).
    pub max_age: Option<Duration>,
}

/// Gets `url` under the same rules as a post (`check_url`, pinned addresses, no redirects),
/// within `timeout`, reading at most `most` bytes of a 200 answer of JSON; a client's metadata
/// document is read this way (docs/MCP_OAUTH.md).
pub(crate) async fn get_json(
    clients: &Clients,
    url: &str,
    internal_hosts: &[String],
    most: usize,
    timeout: Duration,
) -> Result<Fetched, String> {
    let url = check_url(url, internal_hosts).map_err(|e| format!("the URL {e}"))?;
    let pinned = addresses(&url, internal_hosts).await?;
    let host = url.host_str().unwrap_or_default().to_string();
    let client = clients.get(&host, &pinned)?;
    let started = Instant::now();
    let request = client.get(url).header("accept", "application/json").timeout(timeout);
    let mut response = request.send().await.map_err(|e| {
        if e.is_timeout() { "it did not answer in time".to_string() } else { "it could not be reached".to_string() }
    })?;
    let status = response.status().as_u16();
    if status != 200 {
        return Err(format!("it answered HTTP {status}"));
    }
    let json = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(';').next().is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json")));
    if !json {
        return Err("its answer is not application/json".into());
    }
    let max_age = response.headers().get("cache-control").and_then(|v| v.to_str().ok()).and_then(max_age_of);
    let mut body = Vec::new();
    loop {
        match tokio::time::timeout(timeout.saturating_sub(started.elapsed()), response.chunk()).await {
            Ok(Ok(Some(chunk))) if body.len() + chunk.len() <= most => body.extend_from_slice(&chunk),
            Ok(Ok(Some(_))) => return Err(format!("its answer is larger than {} KiB", most / 1024)),
            Ok(Ok(None)) => return Ok(Fetched { body, max_age }),
            Ok(Err(_)) => return Err("its answer broke off".into()),
            Err(_) => return Err("it did not answer in time".into()),
        }
    }
}

/// The lifetime a `Cache-Control` value gives.
fn max_age_of(value: &str) -> Option<Duration> {
    let mut age = None;
    for directive in value.split(',').map(str::trim) {
        let lower = directive.to_ascii_lowercase();
        if lower == "no-store" || lower == "no-cache" {
            return Some(Duration::ZERO);
        }
        if let Some(seconds) = lower.strip_prefix("max-age=") {
            age = seconds.trim_matches('"').parse::<u64>().ok().map(Duration::from_secs);
        }
    }
    age
}

/// The start of an answer as the attempts log keeps it: text, without control characters, and
/// without anything that looks like a credential.
pub(crate) fn scrubbed(bytes: &[u8]) -> String {
    let text: String =
        String::from_utf8_lossy(bytes).chars().map(|c| if c.is_control() { ' ' } else { c }).take(EXCERPT).collect();
    postern_core::redact::scrub(&text)
}

/// `url` as the audit keeps it: scheme, host, port and path, and `…` where more was cut.
pub(crate) fn audited_url(url: &str) -> String {
    let Ok(mut parsed) = reqwest::Url::parse(url) else { return "(unreadable)".to_string() };
    let cut = parsed.query().is_some() || parsed.fragment().is_some();
    parsed.set_query(None);
    parsed.set_fragment(None);
    if cut { format!("{parsed}…") } else { parsed.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_audit_keeps_no_query_of_an_endpoint() {
        assert_eq!(audited_url("https://hooks.example.com/in?token=s3cret#x"), "https://hooks.example.com/in…");
        assert_eq!(audited_url("https://hooks.example.com:8443/a/b"), "https://hooks.example.com:8443/a/b");
        assert_eq!(audited_url("not a url"), "(unreadable)");
    }

    #[test]
    fn urls_are_checked_before_anything_is_posted() {
        let allowed = vec!["127.0.0.1".to_string(), "hooks.internal".to_string()];
        assert!(check_url("https://hooks.example.com/in", &[]).is_ok());
        assert!(check_url("http://127.0.0.1:9000/in", &allowed).is_ok());
        assert!(check_url("http://hooks.example.com/in", &allowed).unwrap_err().contains("https"));
        assert!(check_url("http://127.0.0.2/in", &allowed).is_err(), "allowing 127.0.0.1 is not allowing 127.0.0.2");
        assert!(check_url("https://169.254.169.254/latest", &["169.254.169.254".into()]).is_err(), "never metadata");
        assert!(check_url("https://[fe80::1]/", &["fe80::1".into()]).is_err());
        assert!(check_url("https://user:pw@hooks.example.com/", &[]).is_err());
        assert!(check_url("ftp://hooks.example.com/", &[]).is_err());
        assert!(check_url("not a url", &[]).is_err());
    }

    #[test]
    fn cache_control_gives_a_lifetime() {
        assert_eq!(max_age_of("public, max-age=300"), Some(Duration::from_secs(300)));
        assert_eq!(max_age_of("max-age=60, no-store"), Some(Duration::ZERO));
        assert_eq!(max_age_of("private"), None);
        assert_eq!(max_age_of("max-age=x"), None);
    }

    #[test]
    fn excerpts_keep_no_credentials_or_control_characters() {
        let answer = b"ok\r\ntoken pst_abcdefghijklmnopqrstuvwxyz0123456789 and whsec_abc and Bearer and \x1b[31m";
        let kept = scrubbed(answer);
        assert!(!kept.contains("pst_") && !kept.contains("whsec_") && !kept.contains('\x1b'), "{kept}");
        assert!(kept.starts_with("ok"));
        assert!(scrubbed(&[b'a'; 10_000]).len() <= EXCERPT);
    }
}
