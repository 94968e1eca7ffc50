//! Discovery against fixtures: presets, autoconfig, RFC 6186 SRV and MX, with no network.

use postern_providers::discovery::{Lookup, Protocol, Security, Source, discover, parse_autoconfig, split_address};
use std::collections::HashMap;

/// Answers from fixtures; anything not listed is a 404 / no records.
#[derive(Default)]
struct Fixtures {
    pages: HashMap<String, String>,
    srv: HashMap<String, Vec<(u16, u16, u16, String)>>,
    mx: HashMap<String, Vec<String>>,
    fail_mx: bool,
    /// URLs where a JMAP session answers.
    jmap: Vec<String>,
}

impl Lookup for Fixtures {
    async fn fetch(&self, url: &str) -> Result<Option<String>, String> {
        Ok(self.pages.get(url).cloned())
    }
    async fn srv(&self, name: &str) -> Result<Vec<(u16, u16, u16, String)>, String> {
        Ok(self.srv.get(name).cloned().unwrap_or_default())
    }
    async fn mx(&self, domain: &str) -> Result<Vec<String>, String> {
        if self.fail_mx {
            return Err("DNS timed out".into());
        }
        Ok(self.mx.get(domain).cloned().unwrap_or_default())
    }
    async fn jmap_at(&self, url: &str) -> Result<bool, String> {
        Ok(self.jmap.iter().any(|u| u == url))
    }
}

#[tokio::test]
async fn jmap_is_found_by_its_srv_record_or_at_the_well_known_url() {
    let mut fixtures = Fixtures::default();
    fixtures.srv.insert("_jmap._tcp.fastjmap.test".into(), vec![(0, 1, 443, "api.fastjmap.test.".into())]);
    fixtures.jmap.push("https://ownjmap.test/.well-known/jmap".into());
    let by_srv = discover("me@fastjmap.test", &fixtures).await.unwrap();
    let found = by_srv.candidates.iter().find(|c| c.source == Source::Jmap).expect("a JMAP candidate");
    assert_eq!(
        (found.servers[0].protocol, found.servers[0].host.as_str(), found.servers[0].port),
        (Protocol::Jmap, "api.fastjmap.test", 443)
    );
    assert!(found.confirmed, "in the address's own domain");
    let by_well_known = discover("me@ownjmap.test", &fixtures).await.unwrap();
    let found = by_well_known.candidates.iter().find(|c| c.source == Source::Jmap).expect("a JMAP candidate");
    assert_eq!(found.servers[0].host, "ownjmap.test");
    let none = discover("me@plain.test", &fixtures).await.unwrap();
    assert!(none.candidates.iter().all(|c| c.source != Source::Jmap));
    assert!(none.sources.iter().any(|s| s.source == Source::Jmap && s.outcome == "nothing"));
}

const AUTOCONFIG: &str = r#"<?xml version="1.0"?>
<clientConfig version="1.1">
  <emailProvider id="example.org">
    <domain>example.org</domain>
    <incomingServer type="pop3">
      <hostname>pop.example.org</hostname><port>995</port><socketType>SSL</socketType>
      <username>%EMAILADDRESS%</username><authentication>password-cleartext</authentication>
    </incomingServer>
    <incomingServer type="imap">
      <hostname>imap.example.org</hostname><port>143</port><socketType>plain</socketType>
      <username>%EMAILADDRESS%</username><authentication>password-cleartext</authentication>
    </incomingServer>
    <incomingServer type="imap">
      <hostname>mail.example.org</hostname><port>993</port><socketType>SSL</socketType>
      <username>%EMAILLOCALPART%</username><authentication>password-cleartext</authentication>
    </incomingServer>
    <outgoingServer type="smtp">
      <hostname>smtp.example.org</hostname><port>587</port><socketType>STARTTLS</socketType>
      <username>%EMAILADDRESS%</username><authentication>password-encrypted</authentication>
    </outgoingServer>
  </emailProvider>
</clientConfig>"#;

#[tokio::test]
async fn a_preset_domain_is_answered_and_confirmed() {
    let d = discover("Someone@GMAIL.com", &Fixtures::default()).await.unwrap();
    assert_eq!(d.domain, "gmail.com");
    let first = &d.candidates[0];
    assert_eq!((first.provider.as_deref(), first.source, first.confirmed), (Some("Gmail"), Source::Preset, true));
    assert_eq!(first.servers[0].host, "imap.gmail.com");
    assert_eq!(first.servers[0].username, "Someone@GMAIL.com");
    assert!(!first.hints.is_empty());
}

#[tokio::test]
async fn autoconfig_fills_placeholders_and_skips_plain_text() {
    let mut f = Fixtures::default();
    f.pages.insert("https://example.org/.well-known/autoconfig/mail/config-v1.1.xml".into(), AUTOCONFIG.into());
    let d = discover("ann@example.org", &f).await.unwrap();
    let c = &d.candidates[0];
    assert_eq!((c.source, c.confirmed), (Source::Autoconfig, true));
    let imap = c.servers.iter().find(|s| s.protocol == Protocol::Imap).unwrap();
    assert_eq!(
        (imap.host.as_str(), imap.port, imap.security, imap.username.as_str()),
        ("mail.example.org", 993, Security::Tls, "ann")
    );
    assert!(c.servers.iter().all(|s| s.protocol != Protocol::Pop3), "POP3 only without IMAP");
    let smtp = c.servers.iter().find(|s| s.protocol == Protocol::Smtp).unwrap();
    assert_eq!((smtp.port, smtp.security), (587, Security::Starttls));
}

#[tokio::test]
async fn rfc6186_srv_records_are_used_and_a_dot_target_means_no_service() {
    let mut f = Fixtures::default();
    f.srv.insert(
        "_imaps._tcp.corp.test".into(),
        vec![(10, 0, 993, "imap2.corp.test.".into()), (0, 5, 993, "imap.corp.test.".into())],
    );
    f.srv.insert("_submissions._tcp.corp.test".into(), vec![(0, 0, 0, ".".into())]);
    f.srv.insert("_submission._tcp.corp.test".into(), vec![(0, 0, 587, "smtp.elsewhere.test".into())]);
    let d = discover("bob@corp.test", &f).await.unwrap();
    let c = d.candidates.iter().find(|c| c.source == Source::Srv).unwrap();
    assert_eq!(c.servers[0].host, "imap.corp.test", "lowest priority first");
    assert_eq!((c.servers[1].host.as_str(), c.servers[1].security), ("smtp.elsewhere.test", Security::Starttls));
    assert!(!c.confirmed, "a server outside the address's domain needs the user's yes");
}

#[tokio::test]
async fn mx_hosts_reveal_the_provider_behind_a_custom_domain_but_never_confirm() {
    let mut f = Fixtures::default();
    f.mx.insert("startup.test".into(), vec!["aspmx.l.google.com.".into()]);
    let d = discover("eve@startup.test", &f).await.unwrap();
    let c = &d.candidates[0];
    assert_eq!((c.provider.as_deref(), c.source, c.confirmed), (Some("Gmail"), Source::Mx, false));
}

#[tokio::test]
async fn every_source_reports_its_outcome_and_a_failure_is_not_fatal() {
    let f = Fixtures { fail_mx: true, ..Fixtures::default() };
    let d = discover("x@nowhere.test", &f).await.unwrap();
    assert!(d.candidates.is_empty());
    let outcomes: Vec<_> = d.sources.iter().map(|s| s.outcome).collect();
    assert_eq!(outcomes, ["nothing", "nothing", "nothing", "nothing", "failed"]);
    assert_eq!(d.sources[4].message.as_deref(), Some("DNS timed out"));
}

#[tokio::test]
async fn providers_without_third_party_access_say_so() {
    let d = discover("p@proton.me", &Fixtures::default()).await.unwrap();
    assert!(d.candidates[0].servers.is_empty());
    assert!(d.candidates[0].hints[0].contains("Bridge"));
}

#[test]
fn bad_addresses_and_bad_xml_are_refused() {
    for bad in ["", "no-at-sign", "@example.org", "a@localhost", "a b@example.org", "a@exa mple.org"] {
        assert!(split_address(bad).is_err(), "{bad}");
    }
    assert!(
        parse_autoconfig("<clientConfig><incomingServer type=\"imap\"><hostname>x", "a@b.c", "a", "b.c")
            .unwrap_or_default()
            .is_empty()
    );
    assert!(parse_autoconfig("not xml at all", "a@b.c", "a", "b.c").unwrap_or_default().is_empty());
    assert!(parse_autoconfig(&"x".repeat(300 * 1024), "a@b.c", "a", "b.c").is_err());
}
