//! Mail domains that really send, for tests written in other languages: a DNS server on loopback
//! (`postern_testkit::dns`) publishing SPF, DKIM keys and DMARC `p=reject` for each domain named
//! on the command line. Prints one JSON line `{"dns": "127.0.0.1:port"}`, then answers each line
//! on stdin, `{"domain", "message"}` (the message with CRLF line ends), with one line
//! `{"signed": …}`: the message with that domain's DKIM signature on top. End of input stops it.

use postern_testkit::dns::{DnsServer, SigningDomain};
use std::collections::HashMap;
use std::io::{BufRead, Write};

fn main() {
    let dns = DnsServer::start();
    let domains: HashMap<String, SigningDomain> =
        std::env::args().skip(1).map(|name| (name.clone(), SigningDomain::publish(&dns, &name))).collect();
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", serde_json::json!({ "dns": dns.addr().to_string() }));
    let _ = out.flush();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let Ok(asked) = serde_json::from_str::<serde_json::Value>(&line) else { break };
        let (Some(domain), Some(message)) = (asked["domain"].as_str(), asked["message"].as_str()) else { break };
        let signed = domains.get(domain).map_or_else(|| message.to_string(), |d| d.sign_rsa(message));
        let _ = writeln!(out, "{}", serde_json::json!({ "signed": signed }));
        let _ = out.flush();
    }
}
