//! Account discovery: from an address to server settings, trying in order the built-in presets
//! of the big providers, the domain's autoconfig file, RFC 6186 SRV records, JMAP (RFC 8620
//! §2.2: the `_jmap._tcp` SRV record, else a session at the domain's `/.well-known/jmap`), and
//! the presets of the domain's MX hosts. Nothing is fetched except through [`Lookup`], so tests use fixtures.

mod autoconfig;
mod net;
mod presets;

use serde::Serialize;
use std::future::Future;
use std::pin::Pin;

pub use autoconfig::parse as parse_autoconfig;
pub use net::{NetLookup, is_public};
pub use presets::{PRESETS, Preset};

/// The protocols a server speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Protocol {
    Imap,
    Pop3,
    Smtp,
    /// A JMAP server: its session is at `https://{host}:{port}/.well-known/jmap`.
    Jmap,
}

/// How a connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    Tls,
    Starttls,
}

/// One server of a candidate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Server {
    pub protocol: Protocol,
    pub host: String,
    pub port: u16,
    pub security: Security,
    /// The login name, with the address's placeholders filled in.
    pub username: String,
}

/// Where a candidate came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Preset,
    Autoconfig,
    Srv,
    Jmap,
    Mx,
}

/// One way to connect the address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The provider's name, when known.
    pub provider: Option<String>,
    pub servers: Vec<Server>,
    pub source: Source,
    /// Whether the answer can be trusted without asking the user: a preset, or every server in
    /// the address's own domain.
    pub confirmed: bool,
    /// Advice for the user (app passwords, OAuth, …).
    pub hints: Vec<String>,
}

/// What each source said.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SourceOutcome {
    pub source: Source,
    /// `found`, `nothing` or `failed`.
    pub outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The answer for one address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Discovery {
    pub email: String,
    pub domain: String,
    pub candidates: Vec<Candidate>,
    pub sources: Vec<SourceOutcome>,
}

/// The network, as discovery needs it. The real one fetches over HTTPS and asks DNS; tests
/// answer from fixtures.
pub trait Lookup: Send + Sync {
    /// The body at `url` (HTTPS only), or `None` for a 404.
    fn fetch(&self, url: &str) -> impl Future<Output = Result<Option<String>, String>> + Send;
    /// SRV records for `name`, as (priority, weight, port, target).
    fn srv(&self, name: &str) -> impl Future<Output = Result<Vec<(u16, u16, u16, String)>, String>> + Send;
    /// MX hosts of `domain`, most preferred first.
    fn mx(&self, domain: &str) -> impl Future<Output = Result<Vec<String>, String>> + Send;
    /// Whether a JMAP session answers at `url` (HTTPS): it asks for credentials (401) or
    /// serves a session naming `urn:ietf:params:jmap:core`.
    fn jmap_at(&self, url: &str) -> impl Future<Output = Result<bool, String>> + Send;
}

/// Discovery behind a trait object: the server holds one (the network), tests plug in fixtures.
pub trait Discover: Send + Sync {
    /// Looks `email` up; see [`discover`].
    fn discover<'a>(
        &'a self,
        email: &'a str,
    ) -> Pin<Box<dyn Future<Output = Result<Discovery, InvalidAddress>> + Send + 'a>>;

    /// MX hosts of `domain`, most preferred first; empty when it has none. What the overview
    /// compares an inbox domain's records with.
    fn mx_hosts<'a>(
        &'a self,
        domain: &'a str,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<String>, String>> + Send + 'a>>;
}

impl<L: Lookup> Discover for L {
    fn discover<'a>(
        &'a self,
        email: &'a str,
    ) -> Pin<Box<dyn Future<Output = Result<Discovery, InvalidAddress>> + Send + 'a>> {
        Box::pin(discover(email, self))
    }

    fn mx_hosts<'a>(
        &'a self,
        domain: &'a str,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<String>, String>> + Send + 'a>> {
        Box::pin(self.mx(domain))
    }
}

/// Why an address cannot be looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidAddress;

/// Splits and checks an address: local part and lower-cased domain.
pub fn split_address(email: &str) -> Result<(String, String), InvalidAddress> {
    let email = email.trim();
    let (local, domain) = email.rsplit_once('@').ok_or(InvalidAddress)?;
    let domain = domain.trim_end_matches('.').to_ascii_lowercase();
    let valid_domain = domain.contains('.')
        && domain.len() <= 253
        && domain
            .split('.')
            .all(|l| !l.is_empty() && l.len() <= 63 && l.chars().all(|c| c.is_alphanumeric() || c == '-'));
    if local.is_empty()
        || local.len() > 64
        || email.len() > 254
        || !valid_domain
        || local.chars().any(char::is_whitespace)
    {
        return Err(InvalidAddress);
    }
    Ok((local.to_string(), domain))
}

fn in_domain(host: &str, domain: &str) -> bool {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == domain || host.ends_with(&format!(".{domain}"))
}

/// Looks `email` up through every source, best candidates first.
pub async fn discover<L: Lookup>(email: &str, lookup: &L) -> Result<Discovery, InvalidAddress> {
    let (local, domain) = split_address(email)?;
    let mut candidates = Vec::new();
    let mut sources = Vec::new();
    let mut record = |source, result: Result<Vec<Candidate>, String>, candidates: &mut Vec<Candidate>| {
        let outcome = match result {
            Ok(found) if found.is_empty() => SourceOutcome { source, outcome: "nothing", message: None },
            Ok(found) => {
                candidates.extend(found);
                SourceOutcome { source, outcome: "found", message: None }
            }
            Err(message) => SourceOutcome { source, outcome: "failed", message: Some(message) },
        };
        sources.push(outcome);
    };

    let preset = presets::for_domain(&domain).map(|p| p.candidate(email, &local, Source::Preset));
    record(Source::Preset, Ok(preset.into_iter().collect()), &mut candidates);

    let autoconfig = async {
        let urls = [
            format!(
                "https://autoconfig.{domain}/mail/config-v1.1.xml?emailaddress={}",
                percent_encoding::utf8_percent_encode(email.trim(), percent_encoding::NON_ALPHANUMERIC)
            ),
            format!("https://{domain}/.well-known/autoconfig/mail/config-v1.1.xml"),
        ];
        for url in urls {
            if let Some(xml) = lookup.fetch(&url).await? {
                let servers = autoconfig::parse(&xml, email, &local, &domain)?;
                if !servers.is_empty() {
                    let confirmed = servers.iter().all(|s| in_domain(&s.host, &domain));
                    return Ok(vec![Candidate {
                        provider: None,
                        servers,
                        source: Source::Autoconfig,
                        confirmed,
                        hints: Vec::new(),
                    }]);
                }
            }
        }
        Ok(Vec::new())
    };
    record(Source::Autoconfig, autoconfig.await, &mut candidates);

    record(Source::Srv, srv(&domain, email, lookup).await, &mut candidates);

    record(Source::Jmap, jmap(&domain, email, lookup).await, &mut candidates);

    let mx = async {
        let hosts = lookup.mx(&domain).await?;
        Ok(hosts
            .iter()
            .find_map(|h| presets::for_mx(h))
            .filter(|p| presets::for_domain(&domain).is_none_or(|own| own.name != p.name))
            .map(|p| {
                let mut c = p.candidate(email, &local, Source::Mx);
                c.confirmed = false;
                c
            })
            .into_iter()
            .collect())
    };
    record(Source::Mx, mx.await, &mut candidates);

    // Confirmed first; otherwise source order. Same incoming server twice: keep the first.
    candidates.sort_by_key(|c| !c.confirmed);
    let mut seen = Vec::new();
    candidates.retain(|c| {
        let key = c.servers.iter().find(|s| s.protocol != Protocol::Smtp).map(|s| (s.host.clone(), s.port));
        if seen.contains(&key) {
            return false;
        }
        seen.push(key);
        true
    });
    Ok(Discovery { email: email.trim().to_string(), domain, candidates, sources })
}

/// RFC 8620 §2.2: the `_jmap._tcp` SRV record names the host; without one, a session at the
/// domain's own `/.well-known/jmap`.
async fn jmap<L: Lookup>(domain: &str, email: &str, lookup: &L) -> Result<Vec<Candidate>, String> {
    let mut records = lookup.srv(&format!("_jmap._tcp.{domain}")).await?;
    records.sort_by_key(|(priority, weight, _, _)| (*priority, std::cmp::Reverse(*weight)));
    let server = match records.into_iter().find(|(_, _, port, t)| t != "." && *port != 0) {
        Some((_, _, port, target)) => Some((target.trim_end_matches('.').to_string(), port)),
        None if lookup.jmap_at(&format!("https://{domain}/.well-known/jmap")).await? => Some((domain.to_string(), 443)),
        None => None,
    };
    Ok(server
        .map(|(host, port)| Candidate {
            provider: None,
            confirmed: in_domain(&host, domain),
            servers: vec![Server {
                protocol: Protocol::Jmap,
                host,
                port,
                security: Security::Tls,
                username: email.to_string(),
            }],
            source: Source::Jmap,
            hints: vec![
                "JMAP: connect with provider \"jmap\" and the session URL https://{host}:{port}/.well-known/jmap"
                    .into(),
            ],
        })
        .into_iter()
        .collect())
}

/// RFC 6186: `_imaps._tcp`, `_imap._tcp`, `_pop3s._tcp`, `_submissions._tcp`, `_submission._tcp`.
async fn srv<L: Lookup>(domain: &str, email: &str, lookup: &L) -> Result<Vec<Candidate>, String> {
    let mut servers = Vec::new();
    let wanted = [
        ("_imaps._tcp", Protocol::Imap, Security::Tls),
        ("_imap._tcp", Protocol::Imap, Security::Starttls),
        ("_pop3s._tcp", Protocol::Pop3, Security::Tls),
        ("_submissions._tcp", Protocol::Smtp, Security::Tls),
        ("_submission._tcp", Protocol::Smtp, Security::Starttls),
    ];
    for (service, protocol, security) in wanted {
        if servers
            .iter()
            .any(|s: &Server| s.protocol == protocol || (protocol == Protocol::Pop3 && s.protocol == Protocol::Imap))
        {
            continue;
        }
        let mut records = lookup.srv(&format!("{service}.{domain}")).await?;
        records.sort_by_key(|(priority, weight, _, _)| (*priority, std::cmp::Reverse(*weight)));
        // A target of "." means the service is decidedly not offered (RFC 6186 §3).
        if let Some((_, _, port, target)) = records.into_iter().find(|(_, _, port, t)| t != "." && *port != 0) {
            servers.push(Server {
                protocol,
                host: target.trim_end_matches('.').to_string(),
                port,
                security,
                username: email.to_string(),
            });
        }
    }
    if !servers.iter().any(|s| s.protocol != Protocol::Smtp) {
        return Ok(Vec::new());
    }
    let confirmed = servers.iter().all(|s| in_domain(&s.host, domain));
    Ok(vec![Candidate { provider: None, servers, source: Source::Srv, confirmed, hints: Vec::new() }])
}
