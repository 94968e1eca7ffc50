//! Mail delivered over real SMTP into inboxes: recipient verdicts, tags, several inboxes, and
//! malformed mail that is stored and parsed best-effort.

mod common;

use common::{TestServer, mail_with};
use serde_json::{Value, json};

async fn messages(s: &TestServer, user: &common::User, inbox: &str) -> Vec<Value> {
    let body: Value = s.get(user, &format!("/inboxes/{inbox}/messages")).send().await.unwrap().json().await.unwrap();
    body["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn recipients_are_judged_by_inbox_state() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let (off, off_address) = s.inbox(&alice).await;
    s.patch(&alice, &format!("/inboxes/{off}")).json(&json!({"is_enabled": false})).send().await.unwrap();

    let replies = s.send(&["nobody@postern.localhost"], "Subject: x\n\nx").await;
    assert!(replies[3].starts_with("550 5.1.1"), "{replies:?}");
    assert!(replies[4].starts_with("554"), "DATA without recipients: {replies:?}");
    let replies = s.send(&[&off_address], "Subject: x\n\nx").await;
    assert!(replies[3].starts_with("550 5.2.1"), "{replies:?}");
    let replies = s.send(&[&address.replace("postern.localhost", "elsewhere.test")], "Subject: x\n\nx").await;
    assert!(replies[3].starts_with("550 5.7.1"), "{replies:?}");

    let (local, domain) = address.split_once('@').unwrap();
    let tagged = format!("{}+signup@{}", local.to_uppercase(), domain.to_uppercase());
    let replies = s.send(&[&tagged], &mail_with("Tagged", "hello")).await;
    assert!(replies[5].starts_with("250 2.0.0"), "{replies:?}");
    let got = messages(&s, &alice, &inbox).await;
    assert_eq!(got.len(), 1);
    assert_eq!(got[0]["envelope_recipient"], tagged);
    assert!(messages(&s, &alice, &off).await.is_empty());
}

#[tokio::test]
async fn one_message_to_several_inboxes_is_stored_once_per_inbox() {
    let s = TestServer::start().await;
    let (alice, bob) = (s.user("alice").await, s.user("bob").await);
    let (a, a_addr) = s.inbox(&alice).await;
    let (b, b_addr) = s.inbox(&bob).await;
    let (local, domain) = a_addr.split_once('@').unwrap();
    let a_tagged = format!("{local}+again@{domain}");
    let replies = s.send(&[&a_addr, &b_addr, &a_tagged], &mail_with("Both", "Your code is 482917")).await;
    assert!(replies[7].starts_with("250 2.0.0"), "{replies:?}");
    let (ma, mb) = (messages(&s, &alice, &a).await, messages(&s, &bob, &b).await);
    assert_eq!((ma.len(), mb.len()), (1, 1));
    assert_ne!(ma[0]["id"], mb[0]["id"]);
    assert_eq!(ma[0]["otp"], "482917");
    assert_eq!(mb[0]["otp"], "482917");
}

#[tokio::test]
async fn garbage_mime_is_stored_and_parsed_best_effort() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let garbage = "Content-Type: multipart/mixed; boundary=\"zz\"\nSubject: =?bogus?x?broken?=\nFrom: <<<@@@>>>\n\n--zz\nContent-Transfer-Encoding: base64\n\n!!!not base64!!!\n--zz\n\u{0}\u{1}binary\n";
    let replies = s.send(&[&address], garbage).await;
    assert!(replies[5].starts_with("250 2.0.0"), "{replies:?}");
    let got = messages(&s, &alice, &inbox).await;
    assert_eq!(got.len(), 1);
    assert_eq!(got[0]["status"], "parsed");
    let id = got[0]["id"].as_str().unwrap();
    let raw = s.get(&alice, &format!("/messages/{id}/raw")).send().await.unwrap().bytes().await.unwrap();
    assert!(raw.windows(16).any(|w| w == b"!!!not base64!!!"), "the raw message is kept as received");
}

/// A message from `from`, with CRLF line ends as a signer sees it.
fn crlf_mail(from: &str, subject: &str, body: &str) -> String {
    format!(
        "From: Service <{from}>\r\nTo: box@postern.localhost\r\nSubject: {subject}\r\nDate: Mon, 7 Dec 2026 10:00:00 +0000\r\n\r\n{body}\r\n"
    )
}

#[tokio::test]
async fn each_message_shows_who_really_sent_it() {
    let dns = postern_testkit::dns::DnsServer::start();
    // The test client's envelope is `sender@acme.test`.
    let acme = postern_testkit::dns::SigningDomain::publish(&dns, "acme.test");
    postern_testkit::dns::SigningDomain::publish(&dns, "github.test");
    let s = TestServer::with_sender_checks(dns.addr()).await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;

    let signed = acme.sign_rsa(&crlf_mail("no-reply@acme.test", "Signed", "Your code is 482913."));
    assert!(s.send(&[&address], &signed).await[5].starts_with("250 "));
    // GitHub's address in From, sent from Acme's envelope without GitHub's signature.
    let forged = crlf_mail("noreply@github.test", "Forged", "Your code is 111111.");
    assert!(s.send(&[&address], &forged).await[5].starts_with("250 "));

    let got = messages(&s, &alice, &inbox).await;
    let by_subject = |subject: &str| got.iter().find(|m| m["subject"] == subject).unwrap()["authentication"].clone();
    assert_eq!(
        by_subject("Signed"),
        json!({"spf": "pass", "dkim": "pass", "dmarc": "pass", "arc": "none", "domain": "acme.test",
               "policy": "reject", "source": "receiver"})
    );
    let forged = by_subject("Forged");
    assert_eq!((forged["dmarc"].as_str(), forged["domain"].as_str()), (Some("fail"), None), "{forged}");
    assert_eq!(forged["policy"], "reject");
    // The forged code says why it is suspect; the signed one does not.
    let evidence = |subject: &str| {
        let m = got.iter().find(|m| m["subject"] == subject).unwrap();
        m["candidates"][0]["evidence"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e.as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert!(
        evidence("Forged").iter().any(|e| e.starts_with("the sender is not authenticated")),
        "{:?}",
        evidence("Forged")
    );
    assert!(!evidence("Signed").iter().any(|e| e.contains("not authenticated")));
    // One message read by id says the same.
    let id = got.iter().find(|m| m["subject"] == "Signed").unwrap()["id"].as_str().unwrap();
    let one: Value = s.get(&alice, &format!("/messages/{id}")).send().await.unwrap().json().await.unwrap();
    assert_eq!(one["data"]["authentication"]["domain"], "acme.test");

    // A receiver that does not check says nothing rather than something wrong.
    let unchecked = TestServer::start().await;
    let bob = unchecked.user("bob").await;
    let (inbox, address) = unchecked.inbox(&bob).await;
    assert!(unchecked.send(&[&address], &signed).await[5].starts_with("250 "));
    assert_eq!(messages(&unchecked, &bob, &inbox).await[0]["authentication"], Value::Null);
}

#[tokio::test]
async fn a_wait_from_a_domain_skips_a_forged_code_that_arrives_first() {
    let dns = postern_testkit::dns::DnsServer::start();
    postern_testkit::dns::SigningDomain::publish(&dns, "acme.test");
    let github = postern_testkit::dns::SigningDomain::publish(&dns, "github.test");
    let s = TestServer::with_sender_checks(dns.addr()).await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let wait = |query: &str| {
        let request = s.get(&alice, &format!("/inboxes/{inbox}/messages/wait?require=otp&since=0&timeout=10&{query}"));
        async move { request.send().await.unwrap() }
    };
    // The wait is held before either mail arrives.
    let held = tokio::spawn(wait("from_domain=GitHub.test."));
    let forged = crlf_mail("noreply@github.test", "Your GitHub code", "Your GitHub code is 111111.");
    assert!(s.send(&[&address], &forged).await[5].starts_with("250 "));
    let real =
        github.sign_ed25519(&crlf_mail("noreply@github.test", "Your GitHub code", "Your GitHub code is 482913."));
    assert!(s.send(&[&address], &real).await[5].starts_with("250 "));
    let answer: Value = held.await.unwrap().json().await.unwrap();
    assert_eq!(answer["data"]["otp"], "482913", "{answer}");
    assert_eq!(answer["data"]["authentication"]["domain"], "github.test");

    // Without the anchor, the mailsocket contract is unchanged: the first code wins.
    let first: Value = wait("").await.json().await.unwrap();
    assert_eq!(first["data"]["otp"], "111111");
    // A subdomain's mail is its parent's; another domain's is not; any authenticated sender is.
    for (query, otp) in [("from_domain=test", Some("482913")), ("from_domain=hub.test", None)] {
        let answer = s
            .get(&alice, &format!("/inboxes/{inbox}/messages/wait?require=otp&since=0&timeout=1&{query}"))
            .send()
            .await
            .unwrap();
        match otp {
            Some(otp) => assert_eq!(answer.json::<Value>().await.unwrap()["data"]["otp"], otp, "{query}"),
            None => assert_eq!(answer.status(), 204, "{query}"),
        }
    }
    let authenticated: Value = wait("require_authenticated=true").await.json().await.unwrap();
    assert_eq!(authenticated["data"]["otp"], "482913");

    // The inbox insists by default: a wait that names no sender (as mailsocket's SDK sends it)
    // gets GitHub's real code; a wait that names one keeps its own.
    let patch = |body: Value| s.patch(&alice, &format!("/inboxes/{inbox}")).json(&body).send();
    let set: Value = patch(json!({"from_domain": "GitHub.test"})).await.unwrap().json().await.unwrap();
    assert_eq!(
        (set["data"]["from_domain"].as_str(), set["data"].get("require_authenticated")),
        (Some("github.test"), None)
    );
    assert_eq!(wait("").await.json::<Value>().await.unwrap()["data"]["otp"], "482913");
    let acme = s.get(&alice, &format!("/inboxes/{inbox}/messages/wait?since=0&timeout=1&from_domain=acme.test"));
    assert_eq!(acme.send().await.unwrap().status(), 204, "Acme sent no mail of its own here");
    assert_eq!(patch(json!({"from_domain": "not a domain"})).await.unwrap().status(), 400);
    let cleared: Value = patch(json!({"from_domain": ""})).await.unwrap().json().await.unwrap();
    assert!(cleared["data"].get("from_domain").is_none(), "{cleared}");
    assert_eq!(wait("").await.json::<Value>().await.unwrap()["data"]["otp"], "111111");
    for bad in ["from_domain=not%20a%20domain", "from_domain=a..b", "require_authenticated=yes"] {
        let refused = wait(bad).await;
        assert_eq!(refused.status(), 400, "{bad}");
    }
}

#[tokio::test]
async fn allow_and_block_lists_judge_who_really_sent_it() {
    let dns = postern_testkit::dns::DnsServer::start();
    let acme = postern_testkit::dns::SigningDomain::publish(&dns, "acme.test");
    let github = postern_testkit::dns::SigningDomain::publish(&dns, "github.test");
    let s = TestServer::with_sender_checks(dns.addr()).await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let (other, other_address) = s.inbox(&alice).await;
    let patch = |id: &str, body: Value| s.patch(&alice, &format!("/inboxes/{id}")).json(&body).send();
    let lists = json!({"senders": {"allow": ["GitHub.test."], "block": ["spam.test", "ceo@github.test"]}});
    let set: Value = patch(&inbox, lists).await.unwrap().json().await.unwrap();
    assert_eq!(set["data"]["senders"], json!({"allow": ["github.test"], "block": ["spam.test", "ceo@github.test"]}));

    // A blocked sender is refused at DATA, for good; sent to two inboxes of which one blocks
    // it, the other keeps it.
    let spam = crlf_mail("deals@spam.test", "Deals", "Buy now");
    let replies = s.send(&[&address], &spam).await;
    assert!(replies[5].starts_with("550 5.7.1"), "{replies:?}");
    let replies = s.send(&[&address, &other_address], &spam).await;
    assert!(replies[6].starts_with("250 "), "{replies:?}");
    assert_eq!(messages(&s, &alice, &other).await.len(), 1);
    // A blocked address is blocked even when its domain is allowed and proves it.
    let ceo = github.sign_ed25519(&crlf_mail("ceo@github.test", "Wire", "Pay now"));
    assert!(s.send(&[&address], &ceo).await[5].starts_with("550 5.7.1"));

    // A wait that names no sender is held; a forged GitHub code and Acme's signed one arrive
    // first: both are kept, quarantined, and the wait gets GitHub's real one.
    let held = {
        let request = s.get(&alice, &format!("/inboxes/{inbox}/messages/wait?require=otp&since=0&timeout=10"));
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    let forged = crlf_mail("noreply@github.test", "Forged", "Your GitHub code is 111111.");
    assert!(s.send(&[&address], &forged).await[5].starts_with("250 "));
    let signed = acme.sign_rsa(&crlf_mail("no-reply@acme.test", "Acme", "Your code is 222222."));
    assert!(s.send(&[&address], &signed).await[5].starts_with("250 "));
    let real = github.sign_ed25519(&crlf_mail("noreply@github.test", "Real", "Your GitHub code is 482913."));
    assert!(s.send(&[&address], &real).await[5].starts_with("250 "));
    let answer: Value = held.await.unwrap().json().await.unwrap();
    assert_eq!(answer["data"]["otp"], "482913", "{answer}");

    let got = messages(&s, &alice, &inbox).await;
    let held_back: Vec<(&str, bool)> = got
        .iter()
        .map(|m| (m["subject"].as_str().unwrap(), m.get("quarantined").and_then(Value::as_bool).unwrap_or(false)))
        .collect();
    assert_eq!(held_back, [("Real", false), ("Acme", true), ("Forged", true)]);
    let forged_id = got[2]["id"].as_str().unwrap();
    let one: Value = s.get(&alice, &format!("/messages/{forged_id}")).send().await.unwrap().json().await.unwrap();
    assert_eq!(one["data"]["quarantined"], true);
    // The newest message is the newest not held back.
    let after = acme.sign_rsa(&crlf_mail("no-reply@acme.test", "Later", "Your code is 333333."));
    assert!(s.send(&[&address], &after).await[5].starts_with("250 "));
    let latest: Value =
        s.get(&alice, &format!("/inboxes/{inbox}/messages/latest")).send().await.unwrap().json().await.unwrap();
    assert_eq!(latest["data"]["subject"], "Real");

    // Lists are checked: an entry that is neither a domain nor an address, or too many.
    assert_eq!(patch(&inbox, json!({"senders": {"block": ["not a domain"]}})).await.unwrap().status(), 400);
    let many: Vec<String> = (0..=100).map(|i| format!("d{i}.test")).collect();
    assert_eq!(patch(&inbox, json!({"senders": {"allow": many}})).await.unwrap().status(), 400);
    // One list replaced leaves the other; emptied, the inbox takes everyone again.
    let set: Value = patch(&inbox, json!({"senders": {"allow": []}})).await.unwrap().json().await.unwrap();
    assert_eq!(set["data"]["senders"], json!({"allow": [], "block": ["spam.test", "ceo@github.test"]}));
    let set: Value = patch(&inbox, json!({"senders": {"block": []}})).await.unwrap().json().await.unwrap();
    assert!(set["data"].get("senders").is_none(), "{set}");
    assert!(s.send(&[&address], &spam).await[5].starts_with("250 "));
}
