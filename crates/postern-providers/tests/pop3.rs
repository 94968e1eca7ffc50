//! The POP3 client against Dovecot's real POP3 service (postern-testkit), and against scripted
//! hostile servers.

use postern_providers::pop3::{Pop3Error, Pop3Options, Pop3Session, Pop3Settings};
use postern_providers::transport::{Dial, Security};
use postern_testkit::{Dovecot, DovecotOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const ALICE: &str = "alice@example.test";
const PASSWORD: &str = "alicepass";

fn settings(dovecot: &Dovecot, security: Security) -> Pop3Settings {
    Pop3Settings { host: "127.0.0.1".into(), port: dovecot.pop3_port(), security, username: ALICE.into() }
}

fn mail(subject: &str, body: &str) -> Vec<u8> {
    format!(
        "From: Service <no-reply@service.test>\r\nTo: {ALICE}\r\nSubject: {subject}\r\nMessage-ID: <{subject}@service.test>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The mailbox as the sync reads it: the start of a large message for the index by `TOP`, a
/// small one whole; a message gone or in no folder of POP3's is `None`.
#[tokio::test]
async fn the_index_reads_only_the_start_of_a_large_message() {
    use postern_providers::pop3::{INBOX, Pop3Mailbox};
    use postern_providers::provider::Source;
    let dovecot = Dovecot::start();
    let line = "x".repeat(70);
    let large = mail("large", &vec![line.as_str(); 2000].join("\r\n"));
    dovecot.deliver_to_maildir(ALICE, &large);
    dovecot.deliver_to_maildir(ALICE, &mail("small", "Your code is 604213."));
    let mut mailbox =
        Pop3Mailbox::connect(&settings(&dovecot, Security::None), PASSWORD, &Pop3Options::default()).await.unwrap();
    let mut session =
        Pop3Session::connect(&settings(&dovecot, Security::None), PASSWORD, &Pop3Options::default()).await.unwrap();
    let ids: Vec<String> = session.uidl().await.unwrap().into_iter().map(|(_, id)| id).collect();
    session.quit().await.unwrap();
    let start = mailbox.read_start(INBOX, &ids[0], 10_000).await.unwrap().unwrap();
    assert!(start.len() < 20_000 && start.len() > 10_000 / 2, "{} bytes of {}", start.len(), large.len());
    assert!(String::from_utf8_lossy(&start).contains("Subject: large"));
    let small = mailbox.read_start(INBOX, &ids[1], 10_000).await.unwrap().unwrap();
    assert!(String::from_utf8_lossy(&small).contains("604213"));
    assert_eq!(mailbox.read_start(INBOX, "no-such-id", 10_000).await.unwrap(), None);
    assert_eq!(mailbox.read_start("Archive", &ids[1], 10_000).await.unwrap(), None);
    mailbox.quit().await.unwrap();
}

#[tokio::test]
async fn lists_reads_and_deletes_with_ids_stable_across_sessions() {
    let dovecot = Dovecot::start();
    dovecot.deliver_to_maildir(ALICE, &mail("first", "Your code is 604213."));
    dovecot.deliver_to_maildir(ALICE, &mail("second", ".a line that starts with a dot\r\nbye"));
    let options = Pop3Options::default();
    let mut session = Pop3Session::connect(&settings(&dovecot, Security::None), PASSWORD, &options).await.unwrap();
    assert!(session.capabilities().iter().any(|c| c == "UIDL"), "{:?}", session.capabilities());
    assert_eq!(session.stat().await.unwrap().0, 2);
    let ids = session.uidl().await.unwrap();
    assert_eq!(ids.iter().map(|(n, _)| *n).collect::<Vec<_>>(), [1, 2]);
    let sizes = session.list().await.unwrap();
    assert_eq!(sizes.len(), 2);

    let head = String::from_utf8(session.top(1, 0).await.unwrap()).unwrap();
    assert!(head.contains("Subject: first"), "{head}");
    assert!(!head.contains("604213"), "TOP n 0 is the header only: {head}");
    let whole = session.retr(2).await.unwrap();
    assert_eq!(whole.len() as u64, sizes[1].1, "RETR gives the message as LIST counted it");
    let whole = String::from_utf8(whole).unwrap();
    assert!(whole.contains("\r\n.a line that starts with a dot\r\n"), "dots are unstuffed: {whole}");

    session.dele(1).await.unwrap();
    session.quit().await.unwrap();
    let mut again = Pop3Session::connect(&settings(&dovecot, Security::None), PASSWORD, &options).await.unwrap();
    let left = again.uidl().await.unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].1, ids[1].1, "the unique id of a message stays across sessions");
    again.quit().await.unwrap();
}

#[tokio::test]
async fn logins_stls_and_refusals() {
    let dovecot = Dovecot::start_with(DovecotOptions { tls: true, ..Default::default() });
    let trusted = Pop3Options {
        dial: Dial { extra_roots: vec![dovecot.tls_cert_der().unwrap().to_vec()], ..Default::default() },
        ..Default::default()
    };
    // STLS, then SASL PLAIN.
    let mut session = Pop3Session::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &trusted).await.unwrap();
    assert!(!session.capabilities().iter().any(|c| c == "STLS"), "CAPA is asked again after STLS");
    session.stat().await.unwrap();
    session.quit().await.unwrap();

    // An untrusted certificate, a wrong password, plain text to a host that is not loopback.
    let untrusted =
        Pop3Session::connect(&settings(&dovecot, Security::Starttls), PASSWORD, &Pop3Options::default()).await;
    assert!(matches!(untrusted, Err(Pop3Error::Tls(_))), "{:?}", untrusted.err());
    let wrong = Pop3Session::connect(&settings(&dovecot, Security::Starttls), "not-the-password-42", &trusted).await;
    match wrong {
        Err(Pop3Error::Auth(m)) => assert!(!m.contains("not-the-password-42"), "{m}"),
        other => panic!("expected a refused login, got {:?}", other.err()),
    }
    let remote = Pop3Settings { host: "pop.example.com".into(), ..settings(&dovecot, Security::None) };
    let refused = Pop3Session::connect(&remote, PASSWORD, &Pop3Options::default()).await;
    assert!(matches!(&refused, Err(Pop3Error::Protocol(m)) if m.contains("loopback")), "{:?}", refused.err());
}

/// A server on loopback that greets, offers `capa` (CAPA's lines), takes any login (SASL PLAIN,
/// or USER and PASS) and answers every other command with `answer`, recording nothing.
async fn scripted_with(capa: &'static str, answer: &'static [u8]) -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        let (mut socket, _) = listener.accept().await.unwrap();
        socket.write_all(b"+OK ready\r\n").await.unwrap();
        let mut buffer = [0u8; 4096];
        loop {
            let Ok(n) = socket.read(&mut buffer).await else { return };
            if n == 0 {
                return;
            }
            let sent = String::from_utf8_lossy(&buffer[..n]).into_owned();
            let command = sent.to_ascii_uppercase();
            let capa = format!("+OK\r\n{capa}.\r\n");
            let reply: &[u8] = if command.starts_with("CAPA") {
                capa.as_bytes()
            } else if command.starts_with("PASS ECHO") {
                // A server that quotes what it was sent in its refusal.
                let refusal = format!("-ERR no such user or password: {}", sent.trim_end());
                if socket.write_all(refusal.as_bytes()).await.is_err() || socket.write_all(b"\r\n").await.is_err() {
                    return;
                }
                continue;
            } else if ["AUTH", "USER", "PASS"].iter().any(|c| command.starts_with(c)) {
                b"+OK welcome\r\n"
            } else {
                answer
            };
            if socket.write_all(reply).await.is_err() {
                return;
            }
        }
    });
    port
}

async fn scripted(answer: &'static [u8]) -> u16 {
    scripted_with("UIDL\r\nSASL PLAIN\r\n", answer).await
}

#[tokio::test]
async fn hostile_answers_are_bounded_and_refused() {
    let settings =
        |port| Pop3Settings { host: "127.0.0.1".into(), port, security: Security::None, username: "u".into() };
    // A line that never ends.
    static ENDLESS: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| vec![b'x'; 200 * 1024]);
    let port = scripted(ENDLESS.as_slice()).await;
    let mut session = Pop3Session::connect(&settings(port), "p", &Pop3Options::default()).await.unwrap();
    assert!(matches!(session.stat().await, Err(Pop3Error::TooLarge(_))));

    // A listing whose ids break the rules, and a message larger than allowed.
    let port = scripted(b"+OK\r\n1 has space\r\n.\r\n").await;
    let mut session = Pop3Session::connect(&settings(port), "p", &Pop3Options::default()).await.unwrap();
    let broken = session.uidl().await;
    assert!(broken.is_ok_and(|ids| ids == [(1, "has".to_string())]), "only the first word is the id");
    let port = scripted(b"+OK 1 999999999\r\n").await;
    let options = Pop3Options { max_message: 1024, ..Default::default() };
    let mut session = Pop3Session::connect(&settings(port), "p", &options).await.unwrap();
    assert!(matches!(session.retr(1).await, Err(Pop3Error::TooLarge(_))));

    // A server without SASL PLAIN gets USER and PASS.
    let port = scripted_with("UIDL\r\nUSER\r\n", b"+OK 3 3000\r\n").await;
    let mut session = Pop3Session::connect(&settings(port), "p", &Pop3Options::default()).await.unwrap();
    assert_eq!(session.stat().await.unwrap(), (3, 3000));

    // A refusal that quotes the password does not carry it on.
    let port = scripted_with("UIDL\r\nUSER\r\n", b"+OK\r\n").await;
    match Pop3Session::connect(&settings(port), "echo-me-42", &Pop3Options::default()).await {
        Err(Pop3Error::Auth(m)) => assert!(!m.contains("echo-me-42") && m.contains('…'), "{m}"),
        other => panic!("expected a refused login, got {:?}", other.err()),
    }

    // Not POP3 at all.
    let port = scripted(b"* OK IMAP4rev1\r\n").await;
    let mut session = Pop3Session::connect(&settings(port), "p", &Pop3Options::default()).await.unwrap();
    assert!(matches!(session.stat().await, Err(Pop3Error::Protocol(_))));
}
