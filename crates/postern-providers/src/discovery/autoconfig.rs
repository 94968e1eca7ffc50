//! Thunderbird-style autoconfig files (`config-v1.1.xml`): the servers they list, with the
//! address's placeholders filled in. Only encrypted IMAP, POP3 (when there is no IMAP) and SMTP
//! with password or OAuth2 sign-in are kept.

use super::{Protocol, Security, Server};
use quick_xml::Reader;
use quick_xml::events::Event;

/// Largest autoconfig file read.
const MAX_LEN: usize = 256 * 1024;

#[derive(Default)]
struct Pending {
    protocol: Option<Protocol>,
    host: String,
    port: String,
    socket: String,
    username: String,
    auth_ok: bool,
}

/// The usable servers of an autoconfig file for `email`.
pub fn parse(xml: &str, email: &str, local: &str, domain: &str) -> Result<Vec<Server>, String> {
    if xml.len() > MAX_LEN {
        return Err("the autoconfig file is too large".into());
    }
    let fill = |s: &str| {
        s.replace("%EMAILADDRESS%", email).replace("%EMAILLOCALPART%", local).replace("%EMAILDOMAIN%", domain)
    };
    let mut reader = Reader::from_str(xml);
    let mut servers = Vec::new();
    let mut pending: Option<Pending> = None;
    let mut field = String::new();
    loop {
        match reader.read_event().map_err(|e| format!("the autoconfig file is not valid XML: {e}"))? {
            Event::Start(e) => {
                let name = e.local_name().as_ref().to_string();
                if name == "incomingServer" || name == "outgoingServer" {
                    let kind = e.try_get_attribute("type").ok().flatten().and_then(|a| {
                        a.normalized_value(quick_xml::XmlVersion::Explicit1_0).ok().map(|v| v.to_ascii_lowercase())
                    });
                    let protocol = match kind.as_deref() {
                        Some("imap") => Some(Protocol::Imap),
                        Some("pop3") => Some(Protocol::Pop3),
                        Some("smtp") => Some(Protocol::Smtp),
                        _ => None,
                    };
                    pending = Some(Pending { protocol, ..Pending::default() });
                } else {
                    field = name;
                }
            }
            Event::Text(t) => {
                if let Some(p) = pending.as_mut() {
                    let text = t.xml10_content().trim().to_string();
                    match field.as_str() {
                        "hostname" => p.host = fill(&text),
                        "port" => p.port = text,
                        "socketType" => p.socket = text.to_ascii_uppercase(),
                        "username" => p.username = fill(&text),
                        "authentication" => {
                            let auth = text.to_ascii_lowercase();
                            p.auth_ok |= auth.starts_with("password") || auth == "oauth2";
                        }
                        _ => {}
                    }
                }
            }
            Event::End(e) => {
                let name = e.local_name().as_ref().to_string();
                if (name == "incomingServer" || name == "outgoingServer")
                    && let Some(server) = pending.take().and_then(finish)
                {
                    servers.push(server);
                }
                field.clear();
            }
            Event::Eof => break,
            _ => {}
        }
    }
    // First of each protocol wins (the file lists its preference first); POP3 only without IMAP.
    let mut chosen: Vec<Server> = Vec::new();
    for s in servers {
        if !chosen.iter().any(|c| c.protocol == s.protocol) {
            chosen.push(s);
        }
    }
    if chosen.iter().any(|s| s.protocol == Protocol::Imap) {
        chosen.retain(|s| s.protocol != Protocol::Pop3);
    }
    Ok(chosen)
}

fn finish(p: Pending) -> Option<Server> {
    let security = match p.socket.as_str() {
        "SSL" | "TLS" => Security::Tls,
        "STARTTLS" => Security::Starttls,
        _ => return None, // plain text is never offered
    };
    let valid_host = !p.host.is_empty() && p.host.chars().all(|c| c.is_alphanumeric() || c == '.' || c == '-');
    if !p.auth_ok || !valid_host {
        return None;
    }
    Some(Server {
        protocol: p.protocol?,
        host: p.host.to_ascii_lowercase(),
        port: p.port.parse().ok().filter(|p| *p > 0)?,
        security,
        username: p.username,
    })
}
