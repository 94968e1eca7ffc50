//! The real network behind discovery: HTTPS with the certificate checked, at most 3 redirects,
//! 5 s and 1 MiB per fetch, and DNS (the one home of hickory-resolver, and of reqwest in this
//! crate). Every host name a fetch reaches resolves through [`PublicOnly`]: an address typed by
//! a user can never make the server connect to a loopback, private, link-local or otherwise
//! internal address (SSRF).

use super::Lookup;
use hickory_resolver::TokioResolver;
use hickory_resolver::proto::rr::RData;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

/// Largest autoconfig document read.
const MAX_BODY: usize = 1024 * 1024;
/// Longest a fetch may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Longest a DNS question may take, all attempts together.
const DNS_TIMEOUT: Duration = Duration::from_secs(5);

/// Discovery over the network.
#[derive(Clone)]
pub struct NetLookup {
    http: reqwest::Client,
    dns: Arc<TokioResolver>,
}

impl NetLookup {
    /// A lookup that asks the system's DNS servers (`/etc/resolv.conf`).
    pub fn new() -> Result<NetLookup, String> {
        let mut builder =
            TokioResolver::builder_tokio().map_err(|e| format!("cannot read the DNS configuration: {e}"))?;
        builder.options_mut().timeout = DNS_TIMEOUT / 2;
        builder.options_mut().attempts = 1;
        let dns = Arc::new(builder.build().map_err(|e| format!("cannot set up DNS: {e}"))?);
        let http = reqwest::Client::builder()
            .dns_resolver(Arc::new(PublicOnly(dns.clone())))
            .timeout(FETCH_TIMEOUT)
            .https_only(true)
            .redirect(reqwest::redirect::Policy::custom(|attempt| {
                if attempt.previous().len() >= 3 {
                    attempt.error("more than 3 redirects")
                } else if let Err(e) = check_url(attempt.url()) {
                    attempt.error(e)
                } else {
                    attempt.follow()
                }
            }))
            .user_agent(concat!("postern/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        Ok(NetLookup { http, dns })
    }
}

/// Whether `ip` is an address on the public internet.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // shared address space (CGNAT)
                || (a == 192 && b == 0) // IETF protocol assignments
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let segments = v6.segments();
            let [first, second, third, ..] = segments;
            let embedded = |high: u16, low: u16| {
                let [a, b] = high.to_be_bytes();
                let [c, d] = low.to_be_bytes();
                std::net::Ipv4Addr::new(a, b, c, d)
            };
            // Addresses that carry an IPv4 address are judged by it: NAT64 (64:ff9b::/96) and
            // 6to4 (2002::/16) reach the IPv4 host they embed.
            if segments[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
                return is_public(IpAddr::V4(embedded(segments[6], segments[7])));
            }
            if first == 0x2002 {
                return is_public(IpAddr::V4(embedded(second, third)));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || segments[..6] == [0; 6] // IPv4-compatible (::/96, deprecated)
                || (first == 0x64 && second == 0xff9b && third == 1) // local-use NAT64 (64:ff9b:1::/48)
                || (first == 0x100 && segments[1..4] == [0; 3]) // discard-only (100::/64)
                || (first == 0x2001 && second == 0) // Teredo (2001::/32)
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link local
                || (first & 0xffc0) == 0xfec0 // site local (deprecated)
                || (first == 0x2001 && second == 0x0db8)) // documentation
        }
    }
}

/// Refuses a URL that is not https or names a non-public IP address directly (host names are
/// checked when they resolve, by [`PublicOnly`]).
fn check_url(url: &reqwest::Url) -> Result<(), String> {
    if url.scheme() != "https" {
        return Err("only https is fetched".into());
    }
    let host = url.host_str().ok_or("the address has no host")?;
    let Ok(ip) = host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>() else { return Ok(()) };
    if is_public(ip) { Ok(()) } else { Err(format!("{ip} is not a public address")) }
}

/// A reqwest resolver that only hands out public addresses.
struct PublicOnly(Arc<TokioResolver>);

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let dns = self.0.clone();
        Box::pin(async move {
            let host = name.as_str().to_string();
            let ips = dns.lookup_ip(host.as_str()).await?;
            let public: Vec<SocketAddr> =
                ips.iter().filter(|ip| is_public(*ip)).map(|ip| SocketAddr::new(ip, 0)).collect();
            if public.is_empty() {
                return Err(format!("{host} has no public address").into());
            }
            Ok(Box::new(public.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// Whether DNS said there is no such record (NODATA or NXDOMAIN); a refusal or a server failure
/// says nothing about the records.
fn no_records(e: &hickory_resolver::net::NetError) -> bool {
    use hickory_resolver::net::{DnsError, NetError};
    use hickory_resolver::proto::op::ResponseCode;
    matches!(
        e,
        NetError::Dns(DnsError::NoRecordsFound(no)) if matches!(no.response_code, ResponseCode::NoError | ResponseCode::NXDomain)
    )
}

impl Lookup for NetLookup {
    async fn fetch(&self, url: &str) -> Result<Option<String>, String> {
        let url = reqwest::Url::parse(url).map_err(|_| "not a URL".to_string())?;
        check_url(&url)?;
        let mut response = self.http.get(url).send().await.map_err(|e| describe(&e))?;
        if response.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        let host = response.url().host_str().unwrap_or("the server").to_string();
        if !response.status().is_success() {
            return Err(format!("{host} answered {}", response.status()));
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|e| describe(&e))? {
            body.extend_from_slice(&chunk);
            if body.len() > MAX_BODY {
                return Err(format!("the document at {host} is larger than 1 MiB"));
            }
        }
        Ok(Some(String::from_utf8_lossy(&body).into_owned()))
    }

    async fn jmap_at(&self, url: &str) -> Result<bool, String> {
        let url = reqwest::Url::parse(url).map_err(|_| "not a URL".to_string())?;
        check_url(&url)?;
        let mut response = match self.http.get(url).send().await {
            Ok(response) => response,
            // Nothing listening, or no certificate for the domain: no JMAP there.
            Err(e) if e.is_connect() || e.is_timeout() => return Ok(false),
            Err(e) => return Err(describe(&e)),
        };
        match response.status().as_u16() {
            401 => Ok(true),
            200 => {
                let mut body = Vec::new();
                while let Some(chunk) = response.chunk().await.map_err(|e| describe(&e))? {
                    body.extend_from_slice(&chunk);
                    if body.len() > MAX_BODY {
                        return Ok(false);
                    }
                }
                Ok(String::from_utf8_lossy(&body).contains("urn:ietf:params:jmap:core"))
            }
            _ => Ok(false),
        }
    }

    async fn srv(&self, name: &str) -> Result<Vec<(u16, u16, u16, String)>, String> {
        match self.dns.srv_lookup(name).await {
            Ok(found) => Ok(found
                .answers()
                .iter()
                .filter_map(|r| match &r.data {
                    RData::SRV(r) => {
                        Some((r.priority, r.weight, r.port, r.target.to_utf8().trim_end_matches('.').to_string()))
                    }
                    _ => None,
                })
                .collect()),
            Err(e) if no_records(&e) => Ok(Vec::new()),
            Err(e) => Err(format!("DNS lookup of {name} failed: {e}")),
        }
    }

    async fn mx(&self, domain: &str) -> Result<Vec<String>, String> {
        match self.dns.mx_lookup(domain).await {
            Ok(found) => {
                let mut hosts: Vec<(u16, String)> = found
                    .answers()
                    .iter()
                    .filter_map(|r| match &r.data {
                        RData::MX(r) => {
                            Some((r.preference, r.exchange.to_utf8().trim_end_matches('.').to_ascii_lowercase()))
                        }
                        _ => None,
                    })
                    .collect();
                hosts.sort();
                Ok(hosts.into_iter().map(|(_, h)| h).collect())
            }
            Err(e) if no_records(&e) => Ok(Vec::new()),
            Err(e) => Err(format!("DNS lookup of {domain} failed: {e}")),
        }
    }
}

/// A fetch error in one line, without the URL's query (it holds the address being looked up).
fn describe(e: &reqwest::Error) -> String {
    let what = if e.is_timeout() {
        "timed out"
    } else if e.is_redirect() {
        "was redirected too often or to plain http"
    } else if e.is_connect() {
        "could not connect"
    } else {
        "failed"
    };
    let host = e.url().and_then(|u| u.host_str()).unwrap_or("the server");
    format!("fetching from {host} {what}")
}

#[cfg(test)]
mod tests {
    use super::{NetLookup, check_url, is_public};
    use crate::discovery::Lookup;

    #[test]
    fn only_https_to_public_addresses_is_fetched() {
        for url in [
            "https://127.0.0.1/x",
            "https://[::1]/x",
            "https://10.0.0.8/",
            "http://example.com/",
            "https://169.254.169.254/",
        ] {
            assert!(check_url(&url.parse().unwrap()).is_err(), "{url}");
        }
        assert!(check_url(&"https://autoconfig.example.com/mail".parse().unwrap()).is_ok());
    }

    #[tokio::test]
    async fn a_name_that_resolves_to_loopback_is_never_connected() {
        let lookup = NetLookup::new().expect("Debian machines have /etc/resolv.conf");
        let refused = lookup.fetch("https://localhost/.well-known/autoconfig/mail/config-v1.1.xml").await;
        assert!(refused.is_err(), "{refused:?}");
        // An IP address as the domain of a mail address never reaches the network either.
        let refused = lookup.fetch("https://127.0.0.1/.well-known/autoconfig/mail/config-v1.1.xml").await;
        assert_eq!(refused, Err("127.0.0.1 is not a public address".to_string()));
    }

    #[test]
    fn internal_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "::1",
            "::",
            "fd00::1",
            "fe80::1",
            "::ffff:10.0.0.1",
            "::ffff:127.0.0.1",
            "64:ff9b::7f00:1",     // NAT64 of 127.0.0.1
            "64:ff9b::a9fe:a9fe",  // NAT64 of 169.254.169.254
            "64:ff9b:1::808:808",  // local-use NAT64
            "2002:7f00:1::1",      // 6to4 of 127.0.0.1
            "2002:c0a8:101::1",    // 6to4 of 192.168.1.1
            "::7f00:1",            // IPv4-compatible 127.0.0.1
            "::808:808",           // IPv4-compatible, even of a public address
            "fec0::1",             // site local
            "100::1",              // discard-only
            "2001:0:4136:e378::1", // Teredo
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["1.1.1.1", "93.184.216.34", "2606:4700::1111", "64:ff9b::808:808", "2002:808:808::1"] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }
}
