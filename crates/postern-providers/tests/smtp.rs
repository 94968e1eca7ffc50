//! SMTP submission against Dovecot's real submission service (AUTH, STARTTLS), which relays to a
//! recording sink in postern-testkit: what arrived there is what went out on the wire.

use postern_providers::smtp::{SmtpError, SmtpSession, SmtpSettings};
use postern_providers::transport::{Dial, Security};
use postern_testkit::{Dovecot, DovecotOptions};
use std::time::Duration;

const ALICE: &str = "alice@example.test";
const PASSWORD: &str = "alicepass";

fn dovecot() -> Dovecot {
    let users =
        vec![(ALICE.to_string(), PASSWORD.to_string()), ("jorg@example.test".to_string(), "grüße-✓-pass".to_string())];
    Dovecot::start_with(DovecotOptions { tls: true, submission: true, users, ..Default::default() })
}

fn settings(dovecot: &Dovecot, security: Security) -> SmtpSettings {
    SmtpSettings {
        host: "127.0.0.1".into(),
        port: dovecot.submission_port().unwrap(),
        security,
        username: ALICE.into(),
        auth: Default::default(),
    }
}

fn trusted(dovecot: &Dovecot) -> Dial {
    Dial { extra_roots: vec![dovecot.tls_cert_der().unwrap().to_vec()], ..Default::default() }
}

const MESSAGE: &str = "From: Alice <alice@example.test>\r\nTo: bob@example.org\r\nSubject: Plans\r\nMessage-ID: <plans@example.test>\r\n\r\nHi Bob,\r\n.a line that starts with a dot\r\n..and two\r\nbye\r\n";

async fn wait_relayed(dovecot: &Dovecot, count: usize) -> Vec<postern_testkit::Relayed> {
    for _ in 0..100 {
        let relayed = dovecot.relayed();
        if relayed.len() >= count {
            return relayed;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    dovecot.relayed()
}

#[tokio::test]
async fn submits_over_starttls_and_the_peer_sees_envelope_and_data() {
    let dovecot = dovecot();
    let session = SmtpSession::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &trusted(&dovecot))
        .await
        .expect("STARTTLS + AUTH");
    let recipients = vec!["bob@example.org".to_string(), "hidden@example.org".to_string()];
    let prepared = session.prepare(ALICE, &recipients, MESSAGE.as_bytes()).await.unwrap();
    assert!(dovecot.relayed().is_empty(), "nothing is delivered before the final dot");
    let (answer, session) = prepared.commit().await.unwrap();
    assert!(!answer.is_empty());
    session.quit().await;
    let relayed = wait_relayed(&dovecot, 1).await;
    assert_eq!(relayed.len(), 1);
    assert_eq!(relayed[0].from, ALICE);
    assert_eq!(relayed[0].to, recipients, "every envelope recipient, including one not in the headers");
    let data = String::from_utf8(relayed[0].data.clone()).unwrap();
    assert!(data.ends_with("Hi Bob,\r\n.a line that starts with a dot\r\n..and two\r\nbye\r\n"), "{data}");
    assert!(data.contains("Subject: Plans\r\n"));

    // A UTF-8 password (AUTH PLAIN carries its UTF-8 bytes; Dovecot refuses non-ASCII user names by default).
    let utf8 = SmtpSettings { username: "jorg@example.test".into(), ..settings(&dovecot, Security::Starttls) };
    let session = SmtpSession::connect(&utf8, "grüße-✓-pass", &trusted(&dovecot)).await.expect("UTF-8 credentials");
    session.quit().await;
}

#[tokio::test]
async fn auth_login_when_the_server_offers_only_that() {
    let dovecot =
        Dovecot::start_with(DovecotOptions { submission: true, auth_mechanisms: "login", ..Default::default() });
    let session = SmtpSession::connect(&settings(&dovecot, Security::None), PASSWORD, &Dial::default())
        .await
        .expect("AUTH LOGIN");
    let prepared = session.prepare(ALICE, &["bob@example.org".to_string()], MESSAGE.as_bytes()).await.unwrap();
    prepared.commit().await.unwrap().1.quit().await;
    assert_eq!(wait_relayed(&dovecot, 1).await.len(), 1);
    let wrong = SmtpSession::connect(&settings(&dovecot, Security::None), "nope", &Dial::default()).await;
    assert!(matches!(wrong, Err(SmtpError::Auth(_))), "{:?}", wrong.err());
}

#[tokio::test]
async fn refusals_and_an_abandoned_transaction_send_nothing() {
    let dovecot = dovecot();
    let options = trusted(&dovecot);
    // A wrong password, never echoed.
    let wrong = SmtpSession::connect(&settings(&dovecot, Security::Starttls), "not-the-password-42", &options).await;
    match wrong {
        Err(SmtpError::Auth(message)) => assert!(!message.contains("not-the-password-42"), "{message}"),
        Err(other) => panic!("expected an auth error, got {other:?}"),
        Ok(_) => panic!("a wrong password logged in"),
    }
    // One refused recipient: the whole transaction is abandoned.
    let session = SmtpSession::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &options).await.unwrap();
    let recipients = vec!["bob@example.org".to_string(), "reject-me@example.org".to_string()];
    let refused = session.prepare(ALICE, &recipients, MESSAGE.as_bytes()).await;
    match refused {
        Err(SmtpError::Rejected { code, recipients, .. }) => {
            assert_eq!(code, 550);
            assert_eq!(recipients, ["reject-me@example.org"]);
        }
        Err(other) => panic!("expected a rejection, got {other:?}"),
        Ok(_) => panic!("a refused recipient was accepted"),
    }
    // Abandoned before the final dot: the server delivers nothing.
    let session = SmtpSession::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &options).await.unwrap();
    let prepared = session.prepare(ALICE, &["bob@example.org".to_string()], MESSAGE.as_bytes()).await.unwrap();
    prepared.abandon().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(dovecot.relayed().is_empty(), "{:?}", dovecot.relayed());
    // Addresses that would be syntax are refused before anything is sent.
    let session = SmtpSession::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &options).await.unwrap();
    let injected = session.prepare(ALICE, &["bob@example.org> NOTIFY=NEVER".to_string()], b"x").await;
    assert!(matches!(injected, Err(SmtpError::Protocol(_))), "{:?}", injected.err());
    // Plain text only to loopback.
    let remote = SmtpSettings { host: "smtp.example.com".into(), ..settings(&dovecot, Security::None) };
    assert!(matches!(SmtpSession::connect(&remote, PASSWORD, &options).await, Err(SmtpError::Protocol(_))));
    // An untrusted certificate is a TLS error.
    let untrusted = SmtpSession::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &Dial::default()).await;
    assert!(matches!(untrusted, Err(SmtpError::Tls(_))), "{:?}", untrusted.err());
}
