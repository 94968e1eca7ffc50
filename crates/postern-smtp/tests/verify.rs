//! The receiver's sender checks against a DNS server of the test's own (`postern_testkit::dns`)
//! publishing SPF, DKIM and DMARC records, with mail signed here with keys made here: signed and
//! aligned, forged, altered after signing, signed by another domain, and a DNS server that never
//! answers.

use postern_core::model::{AuthResult, AuthSource, Authentication};
use postern_smtp::verify::{Sender, Verifier, VerifyConfig};
use postern_testkit::dns::{DnsServer, SigningDomain as Domain};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A message from `from` (its `From:` address), as a sender writes it.
fn message(from: &str, body: &str) -> String {
    format!(
        "From: Service <{from}>\r\nTo: box@postern.test\r\nSubject: Your code\r\nDate: Mon, 7 Dec 2026 10:00:00 +0000\r\nMessage-ID: <1@x.test>\r\n\r\n{body}\r\n"
    )
}

fn verifier(dns: &DnsServer, budget: Duration) -> Verifier {
    Verifier::start(VerifyConfig { resolver: Some(dns.addr()), budget, hostname: "mx.postern.test".into() }).unwrap()
}

/// The verdict on `raw` sent from loopback with `mail_from` as the envelope sender.
async fn verdict(verifier: &Verifier, mail_from: &str, raw: &str) -> Authentication {
    let sender = Sender { client: [127, 0, 0, 1].into(), helo: "client.test".into(), mail_from: mail_from.into() };
    verifier.verify(sender, Arc::new(raw.as_bytes().to_vec())).await
}

#[tokio::test]
async fn signed_aligned_mail_passes_and_names_its_domain() {
    let dns = DnsServer::start();
    let github = Domain::publish(&dns, "github.test");
    let verifier = verifier(&dns, Duration::from_secs(5));
    let raw = message("noreply@github.test", "Your code is 482913.");
    for signed in [github.sign_ed25519(&raw), github.sign_rsa(&raw)] {
        let v = verdict(&verifier, "bounces@github.test", &signed).await;
        assert_eq!((v.spf, v.dkim, v.dmarc), (AuthResult::Pass, AuthResult::Pass, AuthResult::Pass), "{v:?}");
        assert_eq!(v.domain.as_deref(), Some("github.test"));
        assert_eq!(v.policy.as_deref(), Some("reject"));
        assert_eq!(v.source, AuthSource::Receiver);
    }
    // Signed, sent from an envelope of another domain: DKIM alone aligns.
    let v = verdict(&verifier, "someone@elsewhere.test", &github.sign_rsa(&raw)).await;
    assert_eq!((v.dkim, v.dmarc), (AuthResult::Pass, AuthResult::Pass), "{v:?}");
    assert_eq!(v.domain.as_deref(), Some("github.test"));
}

#[tokio::test]
async fn forged_altered_and_misaligned_mail_fails_dmarc() {
    let dns = DnsServer::start();
    let github = Domain::publish(&dns, "github.test");
    let attacker = Domain::publish(&dns, "attacker.test");
    let verifier = verifier(&dns, Duration::from_secs(5));
    let raw = message("noreply@github.test", "Your code is 111111.");
    // Unsigned, from the attacker's envelope: nothing aligns with github.test.
    let forged = verdict(&verifier, "x@attacker.test", &raw).await;
    // Signed by GitHub, then its body changed on the way.
    let signed = github.sign_ed25519(&message("noreply@github.test", "Your code is 482913."));
    let altered = signed.replace("482913", "111111");
    let altered = verdict(&verifier, "x@attacker.test", &altered).await;
    // Signed by the attacker's own domain, with GitHub's address in From.
    let misaligned = verdict(&verifier, "x@attacker.test", &attacker.sign_rsa(&raw)).await;
    for (what, v, dkim) in [
        ("forged", &forged, AuthResult::None),
        ("altered", &altered, AuthResult::Fail),
        ("misaligned", &misaligned, AuthResult::Pass),
    ] {
        assert_eq!(v.dmarc, AuthResult::Fail, "{what}: {v:?}");
        assert_eq!(v.dkim, dkim, "{what}: {v:?}");
        assert_eq!(v.domain, None, "{what}");
        assert_eq!(v.policy.as_deref(), Some("reject"), "{what}");
    }
    // The SPF of the attacker's envelope passes: SPF alone never makes GitHub's mail.
    assert_eq!(forged.spf, AuthResult::Pass);
}

#[tokio::test]
async fn a_dns_server_that_never_answers_costs_its_message_the_budget_and_no_more() {
    let dns = DnsServer::start();
    let github = Domain::publish(&dns, "github.test");
    dns.set_silent(true);
    let verifier = verifier(&dns, Duration::from_millis(800));
    let raw = github.sign_rsa(&message("noreply@github.test", "Your code is 482913."));
    let started = Instant::now();
    let v = verdict(&verifier, "bounces@github.test", &raw).await;
    let took = started.elapsed();
    // Well under one query's own timeout (2 s): the budget, not the server, ended the wait.
    assert!(took < Duration::from_millis(800 + 700), "the verdict took {took:?}");
    assert_eq!(
        (v.spf, v.dkim, v.dmarc),
        (AuthResult::Temperror, AuthResult::Temperror, AuthResult::Temperror),
        "{v:?}"
    );
    assert_eq!(v.domain, None);
    assert!(dns.queries() > 0, "the server was asked");
    // Once it answers again, the next message is checked in full.
    dns.set_silent(false);
    let v = verdict(&verifier, "bounces@github.test", &raw).await;
    assert_eq!(v.dmarc, AuthResult::Pass, "{v:?}");
}
