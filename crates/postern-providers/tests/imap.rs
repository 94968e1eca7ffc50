//! The IMAP adapter against a real Dovecot, one per test (postern-testkit).

use postern_providers::imap::{ConnectOptions, FolderRole, ImapConnection, ImapError, ImapSettings, SearchQuery};
use postern_providers::transport::{Dial, Security};
use postern_testkit::{Dovecot, DovecotOptions};
use std::time::{Duration, Instant};

const ALICE: &str = "alice@example.test";
const PASSWORD: &str = "alicepass";

fn settings(dovecot: &Dovecot) -> ImapSettings {
    ImapSettings {
        host: dovecot.host().to_string(),
        port: dovecot.imap_port(),
        security: Security::None,
        username: ALICE.to_string(),
        auth: Default::default(),
    }
}

async fn connect(dovecot: &Dovecot) -> ImapConnection {
    ImapConnection::connect(&settings(dovecot), PASSWORD).await.expect("login")
}

fn message(subject: &str, extra_headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: Bob Example <bob@example.test>\r\nTo: alice@example.test\r\nSubject: {subject}\r\n\
         Date: Tue, 1 Jul 2025 10:52:37 +0200\r\nMessage-ID: <{}@example.test>\r\n{extra_headers}\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n",
        subject.bytes().map(|b| if b.is_ascii_alphanumeric() { b as char } else { '-' }).collect::<String>()
    )
    .into_bytes()
}

#[tokio::test]
async fn login_ok_with_the_expected_capabilities() {
    let dovecot = Dovecot::start();
    let connection = connect(&dovecot).await;
    let caps = connection.capabilities();
    assert!(caps.idle && caps.condstore && caps.qresync && caps.r#move && caps.uidplus && caps.special_use, "{caps:?}");
    for name in ["IDLE", "CONDSTORE", "QRESYNC", "MOVE", "UIDPLUS", "SPECIAL-USE"] {
        assert!(caps.has(name), "{name} missing from {:?}", caps.all);
    }
    connection.logout().await;
}

#[tokio::test]
async fn wrong_password_is_auth() {
    let dovecot = Dovecot::start();
    let error = ImapConnection::connect(&settings(&dovecot), "wrong-secret-xyz").await.unwrap_err();
    assert!(matches!(error, ImapError::Auth(_)), "{error:?}");
    assert!(!error.to_string().contains("wrong-secret-xyz"), "{error}");
    let mut unknown = settings(&dovecot);
    unknown.username = "nobody@example.test".into();
    let error = ImapConnection::connect(&unknown, PASSWORD).await.unwrap_err();
    assert!(matches!(error, ImapError::Auth(_)), "{error:?}");
}

#[tokio::test]
async fn closed_port_is_unreachable() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let settings = ImapSettings {
        host: "127.0.0.1".into(),
        port,
        security: Security::None,
        username: ALICE.into(),
        auth: Default::default(),
    };
    let error = ImapConnection::connect(&settings, PASSWORD).await.unwrap_err();
    assert!(matches!(error, ImapError::Unreachable(_)), "{error:?}");
}

#[tokio::test]
async fn a_silent_server_times_out_as_unreachable() {
    // Accepts TCP but never greets.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let _accept = tokio::spawn(async move {
        let (_socket, _) = listener.accept().await.unwrap();
        tokio::time::sleep(Duration::from_secs(10)).await;
    });
    let settings = ImapSettings {
        host: "127.0.0.1".into(),
        port,
        security: Security::None,
        username: ALICE.into(),
        auth: Default::default(),
    };
    let dial = Dial { connect_timeout: Duration::from_millis(300), ..Default::default() };
    let options = ConnectOptions { dial, ..Default::default() };
    let error = ImapConnection::connect_with(&settings, PASSWORD, &options).await.unwrap_err();
    assert!(matches!(error, ImapError::Unreachable(_)), "{error:?}");
}

#[tokio::test]
async fn plain_text_to_a_non_loopback_host_is_refused() {
    for host in ["192.0.2.1", "imap.example.com", "localhost.example.com"] {
        let settings = ImapSettings {
            host: host.into(),
            port: 143,
            security: Security::None,
            username: ALICE.into(),
            auth: Default::default(),
        };
        let started = Instant::now();
        let error = ImapConnection::connect(&settings, PASSWORD).await.unwrap_err();
        assert!(matches!(&error, ImapError::Protocol(m) if m.contains("loopback")), "{error:?}");
        assert!(started.elapsed() < Duration::from_secs(1), "refused before connecting");
    }
}

#[tokio::test]
async fn tls_and_starttls_with_a_trusted_certificate() {
    let dovecot = Dovecot::start_with(DovecotOptions { tls: true, ..Default::default() });
    let dial = Dial { extra_roots: vec![dovecot.tls_cert_der().unwrap().to_vec()], ..Default::default() };
    let trusted = ConnectOptions { dial, ..Default::default() };
    let tls = ImapSettings {
        host: "127.0.0.1".into(),
        port: dovecot.imaps_port().unwrap(),
        security: Security::Tls,
        username: ALICE.into(),
        auth: Default::default(),
    };
    let mut connection = ImapConnection::connect_with(&tls, PASSWORD, &trusted).await.expect("TLS login");
    assert_eq!(connection.select("INBOX").await.unwrap().exists, 0);
    connection.logout().await;

    let starttls = ImapSettings { port: dovecot.imap_port(), security: Security::Starttls, ..tls.clone() };
    let mut connection = ImapConnection::connect_with(&starttls, PASSWORD, &trusted).await.expect("STARTTLS login");
    assert!(connection.capabilities().idle);
    connection.append("INBOX", &[], &message("over tls", "", "hi")).await.unwrap();
    connection.logout().await;

    // A name that resolves nowhere, reached at an address given by the caller (who resolved
    // and checked it): TLS still verifies the certificate against the name.
    let pinned = ImapSettings { host: postern_testkit::PINNED_NAME.into(), ..tls.clone() };
    let error = ImapConnection::connect_with(&pinned, PASSWORD, &trusted).await.unwrap_err();
    assert!(matches!(error, ImapError::Unreachable(_)), "{error:?}");
    let address = format!("127.0.0.1:{}", dovecot.imaps_port().unwrap()).parse().unwrap();
    let at = ConnectOptions { dial: Dial { addresses: vec![address], ..trusted.dial.clone() }, ..trusted.clone() };
    ImapConnection::connect_with(&pinned, PASSWORD, &at).await.expect("login at the given address").logout().await;
    let elsewhere = ImapSettings { host: "mail.example.com".into(), ..tls.clone() };
    let error = ImapConnection::connect_with(&elsewhere, PASSWORD, &at).await.unwrap_err();
    assert!(matches!(error, ImapError::Tls(_)), "the certificate does not name mail.example.com: {error:?}");

    // The self-signed certificate is not among Mozilla's roots.
    let error = ImapConnection::connect(&tls, PASSWORD).await.unwrap_err();
    assert!(matches!(error, ImapError::Tls(_)), "{error:?}");
    let error = ImapConnection::connect(&starttls, PASSWORD).await.unwrap_err();
    assert!(matches!(error, ImapError::Tls(_)), "{error:?}");
}

#[tokio::test]
async fn starttls_to_a_server_without_it_is_a_tls_error() {
    let dovecot = Dovecot::start();
    let settings = ImapSettings { security: Security::Starttls, ..settings(&dovecot) };
    let error = ImapConnection::connect(&settings, PASSWORD).await.unwrap_err();
    assert!(matches!(&error, ImapError::Tls(m) if m.contains("STARTTLS")), "{error:?}");
}

#[tokio::test]
async fn folders_with_roles_and_a_noselect_parent() {
    let dovecot = Dovecot::start();
    dovecot.create_folder(ALICE, "Projects/2025");
    let mut connection = connect(&dovecot).await;
    connection.create_folder("Grüße/Ünterordner").await.unwrap();
    let folders = connection.folders().await.unwrap();
    let find = |name: &str| folders.iter().find(|f| f.name == name).unwrap_or_else(|| panic!("{name} in {folders:#?}"));

    assert_eq!(find("INBOX").role, Some(FolderRole::Inbox));
    for (name, role) in [
        ("Drafts", FolderRole::Drafts),
        ("Sent", FolderRole::Sent),
        ("Trash", FolderRole::Trash),
        ("Junk", FolderRole::Junk),
        ("Archive", FolderRole::Archive),
    ] {
        let folder = find(name);
        assert_eq!(folder.role, Some(role), "{folder:?}");
        assert!(folder.selectable);
        assert!(folder.attributes.iter().any(|a| a.eq_ignore_ascii_case(&format!("\\{name}"))), "{folder:?}");
    }
    let parent = find("Projects");
    assert!(!parent.selectable, "{parent:?}");
    assert_eq!(parent.role, None);
    let child = find("Projects/2025");
    assert!(child.selectable, "{child:?}");
    assert_eq!(child.delimiter.as_deref(), Some("/"));

    let umlaut = find("Grüße/Ünterordner");
    assert_eq!(umlaut.raw_name, "Gr&APwA3w-e/&ANw-nterordner");
    let state = connection.select(&umlaut.raw_name).await.unwrap();
    assert_eq!(state.exists, 0);
}

#[tokio::test]
async fn select_and_status_give_the_folder_state() {
    let dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    let state = connection.select("INBOX").await.unwrap();
    assert!(state.uidvalidity > 0);
    assert_eq!((state.uidnext, state.exists), (1, 0));
    let first_modseq = state.highestmodseq.expect("HIGHESTMODSEQ with CONDSTORE");
    for i in 0..3 {
        assert_eq!(connection.append("INBOX", &[], &message(&format!("m{i}"), "", "x")).await.unwrap(), Some(i + 1));
    }
    let status = connection.status("Sent").await.unwrap();
    assert_eq!((status.exists, status.uidnext), (0, 1));
    let status = connection.status("INBOX").await.unwrap();
    assert_eq!((status.uidvalidity, status.uidnext, status.exists), (state.uidvalidity, 4, 3));
    assert!(status.highestmodseq.unwrap() > first_modseq);
    let again = connection.select("INBOX").await.unwrap();
    assert_eq!((again.uidnext, again.exists), (4, 3));
    assert_eq!(connection.uids().await.unwrap(), vec![1, 2, 3]);
    let error = connection.select("No such folder").await.unwrap_err();
    assert!(matches!(error, ImapError::Protocol(_)), "{error:?}");
    assert_eq!(connection.selected(), None);
    // The connection survives a refused command.
    assert_eq!(connection.select("INBOX").await.unwrap().exists, 3);
}

#[tokio::test]
async fn appended_messages_come_back_parsed_and_unread() {
    let dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    connection.select("INBOX").await.unwrap();
    let plain = message("Hello", "", "first");
    let encoded = message(
        "=?utf-8?q?Gr=C3=BC=C3=9Fe_aus_K=C3=B6ln?=",
        "Cc: =?ISO-8859-1?Q?J=F6rg?= <joerg@example.test>, undisclosed-recipients:;\r\n",
        "second",
    );
    let reply = message(
        "Re: Hello",
        "In-Reply-To: <Hello@example.test>\r\nReferences: <root@example.test>\r\n <Hello@example.test>\r\n",
        "third",
    );
    assert_eq!(connection.append("INBOX", &[], &plain).await.unwrap(), Some(1));
    assert_eq!(connection.append("INBOX", &["\\Flagged", "$Forwarded"], &encoded).await.unwrap(), Some(2));
    assert_eq!(connection.append("INBOX", &[], &reply).await.unwrap(), Some(3));

    let messages = connection.fetch_headers("1:*").await.unwrap();
    assert_eq!(messages.iter().map(|m| m.uid).collect::<Vec<_>>(), vec![1, 2, 3]);
    let first = &messages[0];
    assert_eq!(first.subject.as_deref(), Some("Hello"));
    assert_eq!(first.message_id.as_deref(), Some("Hello@example.test"));
    assert_eq!(first.from.len(), 1);
    assert_eq!(first.from[0].name.as_deref(), Some("Bob Example"));
    assert_eq!(first.from[0].email, "bob@example.test");
    assert_eq!(first.to[0].email, "alice@example.test");
    assert_eq!(first.date, Some(1_751_359_957_000_000));
    assert!(first.internal_date.unwrap() > 1_751_359_957_000_000);
    assert_eq!(first.size as usize, plain.len());
    assert!(first.modseq.is_some());
    assert!(first.flags.is_empty(), "{:?}", first.flags);
    assert!(first.references.is_empty());
    assert!(!first.has_attachments);

    let second = &messages[1];
    assert_eq!(second.subject.as_deref(), Some("Grüße aus Köln"));
    assert_eq!(second.cc.len(), 1, "the empty group adds no address: {:?}", second.cc);
    assert_eq!(second.cc[0].name.as_deref(), Some("Jörg"));
    let mut flags = second.flags.clone();
    flags.sort();
    assert_eq!(flags, vec!["$Forwarded", "\\Flagged"]);

    let third = &messages[2];
    assert_eq!(third.in_reply_to.as_deref(), Some("Hello@example.test"));
    assert_eq!(third.references, vec!["root@example.test", "Hello@example.test"]);

    // Ranges, and a range past the end.
    assert_eq!(connection.fetch_headers("2:3").await.unwrap().len(), 2);
    assert_eq!(connection.fetch_headers("3,1").await.unwrap().len(), 2);
    assert!(connection.fetch_headers("10:20").await.unwrap().is_empty());
    assert!(matches!(connection.fetch_headers("1 FLAGS").await, Err(ImapError::Protocol(_))));

    // The raw body, without marking it read.
    assert_eq!(connection.fetch_raw(2).await.unwrap().as_deref(), Some(encoded.as_slice()));
    assert_eq!(connection.fetch_raw(99).await.unwrap(), None);
    // The starts of several, for the full-text index.
    let starts = connection.fetch_starts("1:3,99", 40).await.unwrap();
    assert_eq!(starts.iter().map(|(uid, _)| *uid).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(starts[1].1, encoded[..40]);
    let flags = connection.all_flags().await.unwrap();
    assert_eq!(flags.len(), 3);
    assert!(flags.iter().all(|(_, f)| !f.iter().any(|f| f == "\\Seen")), "{flags:?}");
    // And from another connection too.
    let mut other = connect(&dovecot).await;
    other.select("INBOX").await.unwrap();
    assert!(other.fetch_headers("1:*").await.unwrap().iter().all(|m| !m.flags.contains(&"\\Seen".to_string())));
}

#[tokio::test]
async fn changes_since_sees_flags_and_vanished_from_another_client() {
    let dovecot = Dovecot::start();
    let mut watcher = connect(&dovecot).await;
    let mut other = connect(&dovecot).await;
    other.select("INBOX").await.unwrap();
    for i in 0..4 {
        other.append("INBOX", &[], &message(&format!("m{i}"), "", "x")).await.unwrap();
    }
    let state = watcher.select("INBOX").await.unwrap();
    let since = state.highestmodseq.unwrap();
    assert!(watcher.changes_since(since).await.unwrap().changed.is_empty());

    other.add_flags("1", &["\\Seen", "\\Flagged"]).await.unwrap();
    other.remove_flags("1", &["\\Flagged"]).await.unwrap();
    other.add_flags("4", &["$Label1"]).await.unwrap();
    other.expunge("2").await.unwrap();
    assert_eq!(other.move_to("3", "Archive").await.unwrap(), vec![(3, 1)], "COPYUID names the new UID");

    let changes = watcher.changes_since(since).await.unwrap();
    let mut changed: Vec<(u32, Vec<String>)> = changes.changed.iter().map(|m| (m.uid, m.flags.clone())).collect();
    changed.sort();
    assert_eq!(changed, vec![(1, vec!["\\Seen".to_string()]), (4, vec!["$Label1".to_string()])]);
    assert!(changes.changed.iter().all(|m| m.modseq.unwrap() > since));
    assert_eq!(changes.vanished, vec![2, 3]);
    let after = watcher.status("INBOX").await.unwrap();
    assert_eq!(after.exists, 2);
    assert_eq!(watcher.uids().await.unwrap(), vec![1, 4]);
    let archive = watcher.status("Archive").await.unwrap();
    assert_eq!(archive.exists, 1);
}

#[tokio::test]
async fn a_server_without_condstore_qresync_move() {
    let dovecot = Dovecot::start_with(DovecotOptions { condstore: false, ..Default::default() });
    let mut connection = connect(&dovecot).await;
    let caps = connection.capabilities().clone();
    assert!(!caps.condstore && !caps.qresync && !caps.r#move, "{caps:?}");
    assert!(caps.idle && caps.uidplus && caps.special_use, "{caps:?}");
    assert!(!caps.has("LITERAL+"), "synchronizing literals are exercised: {caps:?}");

    let state = connection.select("INBOX").await.unwrap();
    assert_eq!(state.highestmodseq, None);
    for i in 0..3 {
        // APPEND with a synchronizing literal.
        connection.append("INBOX", &["\\Seen"], &message(&format!("m{i}"), "", "Grüße")).await.unwrap();
    }
    let messages = connection.fetch_headers("1:*").await.unwrap();
    assert_eq!(messages.len(), 3);
    assert!(messages.iter().all(|m| m.modseq.is_none()));
    assert!(matches!(connection.changes_since(1).await, Err(ImapError::Protocol(_))));

    assert_eq!(connection.move_to("1:2", "Archive").await.unwrap(), vec![(1, 1), (2, 2)], "COPY's COPYUID");
    assert_eq!(connection.uids().await.unwrap(), vec![3]);
    assert_eq!(connection.status("Archive").await.unwrap().exists, 2);
    let flags = connection.all_flags().await.unwrap();
    assert_eq!(flags, vec![(3, vec!["\\Seen".to_string()])]);
    // A search with a non-ASCII value goes out as a synchronizing literal too.
    let found = connection.search(&SearchQuery { text: Some("Grüße".into()), ..Default::default() }).await.unwrap();
    assert_eq!(found, vec![3]);
}

/// Without MOVE and UIDPLUS, moving and deleting would need a plain EXPUNGE, which also removes
/// other clients' messages marked `\Deleted`: refused, and nothing is touched.
#[tokio::test]
async fn without_uidplus_moves_and_deletes_are_refused() {
    let dovecot = Dovecot::start_with(DovecotOptions {
        capability: Some("IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE NAMESPACE CHILDREN SPECIAL-USE"),
        ..Default::default()
    });
    let mut connection = connect(&dovecot).await;
    assert!(!connection.capabilities().uidplus && !connection.capabilities().r#move);
    connection.select("INBOX").await.unwrap();
    connection.append("INBOX", &[], &message("keep me", "", "x")).await.unwrap();
    assert!(matches!(connection.move_to("1", "Archive").await, Err(ImapError::Protocol(_))));
    assert!(matches!(connection.expunge("1").await, Err(ImapError::Protocol(_))));
    assert_eq!(connection.uids().await.unwrap(), vec![1]);
    let flags = connection.all_flags().await.unwrap();
    assert!(!flags[0].1.iter().any(|f| f == "\\Deleted"), "{flags:?}");
}

#[tokio::test]
async fn search_with_utf8_text_and_criteria() {
    let dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    connection.select("INBOX").await.unwrap();
    connection.append("INBOX", &[], &message("Viele Grüße", "", "Herzliche Grüße aus München")).await.unwrap();
    connection.append("INBOX", &["\\Seen"], &message("Invoice 42", "", "Please pay.")).await.unwrap();
    connection.append("INBOX", &["\\Flagged"], &message("Say \"hi\"", "", "quote \\ backslash")).await.unwrap();

    let query = SearchQuery { text: Some("Grüße".into()), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![1]);
    let query = SearchQuery { text: Some("München".into()), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![1]);
    let query = SearchQuery { subject: Some("invoice".into()), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![2]);
    let query = SearchQuery { subject: Some("say \"hi\"".into()), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![3]);
    let query = SearchQuery { seen: Some(false), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![1, 3]);
    let query = SearchQuery { flagged: Some(true), from: Some("bob@example.test".into()), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![3]);
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_micros() as i64;
    let day = 86_400_000_000;
    let query = SearchQuery { since: Some(now - day), before: Some(now + 2 * day), ..Default::default() };
    assert_eq!(connection.search(&query).await.unwrap(), vec![1, 2, 3]);
    let query = SearchQuery { before: Some(now - day), ..Default::default() };
    assert!(connection.search(&query).await.unwrap().is_empty());
    // An attempt to smuggle a command stays a search value.
    let query = SearchQuery { subject: Some("x\r\nA999 DELETE INBOX".into()), ..Default::default() };
    assert!(connection.search(&query).await.unwrap().is_empty());
    assert_eq!(connection.search(&SearchQuery::default()).await.unwrap(), vec![1, 2, 3]);
    assert_eq!(connection.status("INBOX").await.unwrap().exists, 3);
}

/// With NOTIFY, IDLE on the INBOX also wakes for mail, flags and expunges in another folder;
/// without it, such changes stay silent (the sync then polls STATUS).
#[tokio::test]
async fn notify_reports_changes_in_other_folders_during_idle() {
    let dovecot = Dovecot::start();
    let mut other = connect(&dovecot).await;
    other.create_folder("Archive").await.unwrap();
    other.append("Archive", &[], &message("old", "", "x")).await.unwrap();
    let mut watcher = connect(&dovecot).await;
    assert!(watcher.notify_changes().await.unwrap(), "Dovecot offers NOTIFY");
    watcher.select("INBOX").await.unwrap();

    type Change = fn(&mut ImapConnection) -> std::pin::Pin<Box<dyn Future<Output = ()> + Send + '_>>;
    let changes: [(&str, Change); 3] = [
        ("new mail", |c| {
            Box::pin(async move { c.append("Archive", &[], &message("new", "", "y")).await.map(drop).unwrap() })
        }),
        ("a flag", |c| {
            Box::pin(async move {
                c.select("Archive").await.unwrap();
                c.add_flags("1", &["\\Flagged"]).await.unwrap();
            })
        }),
        ("an expunge", |c| Box::pin(async move { c.expunge("1").await.unwrap() })),
    ];
    for (what, change) in changes {
        let ((), woke) = tokio::join!(
            async {
                tokio::time::sleep(Duration::from_millis(300)).await;
                change(&mut other).await;
            },
            watcher.idle(Duration::from_secs(20)),
        );
        let (back, changed) = woke.unwrap();
        assert!(changed, "{what} in Archive wakes IDLE on the INBOX");
        watcher = back;
        watcher.noop().await.unwrap();
    }

    // A server without NOTIFY: nothing to ask, and IDLE stays quiet about other folders.
    let plain = Dovecot::start_with(DovecotOptions { condstore: false, ..Default::default() });
    let mut quiet = connect(&plain).await;
    assert!(!quiet.notify_changes().await.unwrap());
}

#[tokio::test]
async fn idle_wakes_on_an_append_by_another_client_and_times_out_quietly() {
    let dovecot = Dovecot::start();
    let mut watcher = connect(&dovecot).await;
    watcher.select("INBOX").await.unwrap();

    let started = Instant::now();
    let (watcher, changed) = watcher.idle(Duration::from_millis(700)).await.unwrap();
    assert!(!changed);
    assert!(started.elapsed() >= Duration::from_millis(650), "{:?}", started.elapsed());

    let mut other = connect(&dovecot).await;
    let appender = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        other.append("INBOX", &[], &message("wake up", "", "x")).await.unwrap();
        other
    });
    let started = Instant::now();
    let (mut watcher, changed) = watcher.idle(Duration::from_secs(20)).await.unwrap();
    assert!(changed);
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
    let mut other = appender.await.unwrap();

    // The connection is usable after IDLE.
    let new = watcher.fetch_headers("1:*").await.unwrap();
    assert_eq!(new.len(), 1);
    assert_eq!(new[0].subject.as_deref(), Some("wake up"));

    // An expunge by the other client wakes it too (VANISHED with QRESYNC).
    other.select("INBOX").await.unwrap();
    let expunger = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        other.expunge("1").await.unwrap();
    });
    let (watcher, changed) = watcher.idle(Duration::from_secs(20)).await.unwrap();
    assert!(changed);
    expunger.await.unwrap();

    // `stop` ends it early and cleanly.
    let started = Instant::now();
    let (mut watcher, changed) =
        watcher.idle_until(Duration::from_secs(20), tokio::time::sleep(Duration::from_millis(200))).await.unwrap();
    assert!(!changed);
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(watcher.uids().await.unwrap(), Vec::<u32>::new());
}

#[tokio::test]
async fn mail_delivered_to_the_maildir_is_seen() {
    let dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    connection.select("INBOX").await.unwrap();
    dovecot.deliver_to_maildir(ALICE, &message("from outside", "", "delivered by an MTA"));
    let (mut connection, changed) = connection.idle(Duration::from_secs(20)).await.unwrap();
    assert!(changed, "IDLE sees a Maildir delivery");
    let messages = connection.fetch_headers("1:*").await.unwrap();
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0].subject.as_deref(), Some("from outside"));
    assert!(messages[0].flags.is_empty());

    dovecot.deliver_to_maildir(ALICE, &message("second", "", "x"));
    // Without IDLE a NOOP reports it.
    assert!(connection.noop().await.unwrap());
    assert_eq!(connection.fetch_headers("2:*").await.unwrap()[0].subject.as_deref(), Some("second"));
}

#[tokio::test]
async fn a_server_restart_breaks_the_connection_and_a_new_one_sees_the_same_mail() {
    let mut dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    let state = connection.select("INBOX").await.unwrap();
    connection.append("INBOX", &[], &message("before restart", "", "x")).await.unwrap();
    let mut idler = connect(&dovecot).await;
    idler.select("INBOX").await.unwrap();
    let idling = tokio::spawn(idler.idle(Duration::from_secs(30)));
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = Instant::now();
    dovecot.restart();
    // IDLE ends with the server's BYE, at once, not at its timeout.
    let error = idling.await.unwrap().unwrap_err();
    assert!(matches!(error, ImapError::Unreachable(_)), "{error:?}");
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
    let error = connection.fetch_headers("1:*").await.unwrap_err();
    assert!(matches!(error, ImapError::Unreachable(_)), "{error:?}");
    // Unusable from now on, fast.
    assert!(matches!(connection.uids().await, Err(ImapError::Unreachable(_))));

    let mut connection = connect(&dovecot).await;
    let again = connection.select("INBOX").await.unwrap();
    assert_eq!(again.uidvalidity, state.uidvalidity);
    assert_eq!(connection.fetch_headers("1:*").await.unwrap()[0].subject.as_deref(), Some("before restart"));
}

#[tokio::test]
async fn commands_need_a_selected_folder_and_valid_arguments() {
    let dovecot = Dovecot::start();
    let mut connection = connect(&dovecot).await;
    assert!(matches!(connection.fetch_headers("1:*").await, Err(ImapError::Protocol(_))));
    connection.select("INBOX").await.unwrap();
    assert!(matches!(connection.add_flags("1", &["\\Seen)"]).await, Err(ImapError::Protocol(_))));
    assert!(matches!(connection.append("INBOX", &["bad flag"], b"x").await, Err(ImapError::Protocol(_))));
    assert!(matches!(connection.expunge("1;2").await, Err(ImapError::Protocol(_))));
    // Still usable.
    assert!(connection.uids().await.unwrap().is_empty());
}

/// Compile-time check: the connection and its futures can move between threads (tokio::spawn).
#[allow(dead_code)]
fn connection_and_futures_are_send(mut c: ImapConnection) {
    fn send<T: Send>(_: T) {}
    send(c.folders());
    send(c.select("INBOX"));
    send(c.status("INBOX"));
    send(c.fetch_headers("1:*"));
    send(c.uids());
    send(c.changes_since(1));
    send(c.all_flags());
    send(c.fetch_raw(1));
    send(c.search(&SearchQuery::default()));
    send(c.append("INBOX", &[], b""));
    send(c.add_flags("1", &[]));
    send(c.move_to("1", "Archive"));
    send(c.expunge("1"));
    send(c.idle_until(Duration::ZERO, async {}));
}

/// Initial-sync speed: `fetch_headers` over 10,000 messages against a bare
/// `UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)` read with async-imap's own
/// stream (no conversion). Cold: two users with the same 10,000 messages, each fetched once
/// first (Dovecot reads every file); warm: repeated rounds (Dovecot answers from its cache).
/// Run with `cargo test -p postern-providers --test imap -- --ignored --nocapture`.
#[tokio::test]
#[ignore = "a measurement, not a check"]
async fn fetch_headers_speed_over_10000_messages() {
    use futures_util::TryStreamExt as _;

    const BOB: &str = "bob@example.test";
    let users = vec![(ALICE.to_string(), PASSWORD.to_string()), (BOB.to_string(), PASSWORD.to_string())];
    let dovecot = Dovecot::start_with(DovecotOptions { users, ..Default::default() });
    let started = Instant::now();
    for i in 0..10_000 {
        let references = if i % 3 == 0 {
            format!("References: <m{}@example.test> <m{}@example.test>\r\n", i / 2, i / 3)
        } else {
            String::new()
        };
        let subject =
            if i % 2 == 0 { format!("=?utf-8?q?Gr=C3=BC=C3=9Fe_{i}?=") } else { format!("Message number {i}") };
        let raw = message(&subject, &references, &"body line\r\n".repeat(20));
        dovecot.deliver_to_maildir(ALICE, &raw);
        dovecot.deliver_to_maildir(BOB, &raw);
    }
    println!("delivered 2 x 10,000 in {:?}", started.elapsed());

    let mut ours = connect(&dovecot).await;
    let started = Instant::now();
    assert_eq!(ours.select("INBOX").await.unwrap().exists, 10_000);
    println!("first SELECT (indexing) {:?}", started.elapsed());
    // A bare client: async-imap's stream, counting responses.
    let tcp = tokio::net::TcpStream::connect((dovecot.host(), dovecot.imap_port())).await.unwrap();
    let mut client = async_imap::Client::new(tcp);
    client.read_response().await.unwrap();
    let mut bare = client.login(BOB, PASSWORD).await.map_err(|(e, _)| e).unwrap();
    bare.select("INBOX").await.unwrap();

    let mut bare_times = Vec::new();
    let mut our_times = Vec::new();
    for round in 0..5 {
        let started = Instant::now();
        let count = bare
            .uid_fetch("1:*", "(UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)")
            .await
            .unwrap()
            .try_fold(0usize, |n, _| async move { Ok(n + 1) })
            .await
            .unwrap();
        assert_eq!(count, 10_000);
        let bare_time = started.elapsed();
        let started = Instant::now();
        let messages = ours.fetch_headers("1:*").await.unwrap();
        assert_eq!(messages.len(), 10_000);
        let our_time = started.elapsed();
        let ratio = our_time.as_secs_f64() / bare_time.as_secs_f64();
        let kind = if round == 0 { "cold" } else { "warm" };
        println!("round {round} ({kind}): bare {bare_time:?}, fetch_headers {our_time:?}, ratio {ratio:.2}");
        if round > 0 {
            bare_times.push(bare_time);
            our_times.push(our_time);
        }
    }
    bare_times.sort();
    our_times.sort();
    let (bare_time, our_time) = (bare_times[bare_times.len() / 2], our_times[our_times.len() / 2]);
    let ratio = our_time.as_secs_f64() / bare_time.as_secs_f64();
    println!("warm median: bare {bare_time:?}, fetch_headers {our_time:?}, ratio {ratio:.2}");
}

/// A scripted IMAP server on loopback: greets, takes any login, answers SELECT, and answers
/// every `UID FETCH` and `UID SEARCH` with `fetch(tag)`. For the shapes a hostile server may send.
async fn hostile_server(fetch: fn(&str) -> Vec<u8>) -> ImapSettings {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        let (socket, _) = listener.accept().await.unwrap();
        let (read, mut write) = socket.into_split();
        let mut lines = BufReader::new(read).lines();
        let greeting = b"* OK [CAPABILITY IMAP4rev1 UIDPLUS] hostile\r\n";
        write.write_all(greeting).await.unwrap();
        while let Ok(Some(line)) = lines.next_line().await {
            let (tag, command) = line.split_once(' ').unwrap_or((&line, ""));
            let upper = command.to_ascii_uppercase();
            let answer = if upper.starts_with("LOGIN") {
                format!("{tag} OK [CAPABILITY IMAP4rev1 UIDPLUS] in\r\n").into_bytes()
            } else if upper.starts_with("SELECT") {
                format!("* 1 EXISTS\r\n* OK [UIDVALIDITY 7] x\r\n* OK [UIDNEXT 2] x\r\n{tag} OK [READ-WRITE] x\r\n")
                    .into_bytes()
            } else if upper.starts_with("UID FETCH") || upper.starts_with("UID SEARCH") {
                fetch(tag)
            } else {
                format!("{tag} OK done\r\n").into_bytes()
            };
            if write.write_all(&answer).await.is_err() {
                break;
            }
        }
    });
    ImapSettings {
        host: "127.0.0.1".into(),
        port,
        security: Security::None,
        username: ALICE.into(),
        auth: Default::default(),
    }
}

#[tokio::test]
async fn a_huge_literal_is_refused_before_it_is_read() {
    // The size RFC822.SIZE gives is small; the literal then announced is not.
    let settings = hostile_server(|tag| {
        format!("* 1 FETCH (UID 1 RFC822.SIZE 10 BODY[] {{18446744073709551615}}\r\nab)\r\n{tag} OK x\r\n").into_bytes()
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let error = connection.fetch_raw(1).await.unwrap_err();
    assert!(matches!(error, ImapError::TooLarge { limit, .. } if limit > 0), "{error:?}");
    // The stream cannot be followed past it: the connection is gone.
    assert!(matches!(connection.noop().await, Err(ImapError::Unreachable(_))));
}

#[tokio::test]
async fn a_message_over_the_limit_is_refused_by_its_size_and_the_connection_goes_on() {
    let settings =
        hostile_server(|tag| format!("* 1 FETCH (UID 1 RFC822.SIZE 4000000000)\r\n{tag} OK x\r\n").into_bytes()).await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let error = connection.fetch_raw(1).await.unwrap_err();
    let ImapError::TooLarge { limit, reason } = &error else { panic!("{error:?}") };
    assert_eq!(*limit, postern_providers::imap::Limits::DEFAULT_MESSAGE);
    assert!(reason.contains("4000000000"), "{reason}");
    assert!(connection.noop().await.is_ok(), "still usable");
}

#[tokio::test]
async fn deeply_nested_lists_end_the_command_not_the_process() {
    let settings = hostile_server(|tag| {
        let deep = "(".repeat(200_000);
        format!("* 1 FETCH (UID 1 BODYSTRUCTURE {deep}\r\n{tag} OK x\r\n").into_bytes()
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let error = connection.fetch_envelopes("1:*").await.unwrap_err();
    assert!(matches!(error, ImapError::Protocol(_)), "{error:?}");
}

#[tokio::test]
async fn an_endless_line_is_refused_at_the_limit() {
    let settings = hostile_server(|_| {
        let mut line = b"* 1 FETCH (UID 1 X \"".to_vec();
        line.resize(9 * 1024 * 1024, b'x');
        line
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let error = connection.fetch_starts("1", 1024).await.unwrap_err();
    assert!(
        matches!(error, ImapError::TooLarge { limit, .. } if limit == postern_providers::imap::Limits::DEFAULT_LINE),
        "{error:?}"
    );
}

#[tokio::test]
async fn a_search_of_a_million_uids_is_read_whole() {
    // One line of 6.9 MB: async-imap alone parsed it again after every 4 KiB it read.
    let settings = hostile_server(|tag| {
        let mut answer = String::from("* SEARCH");
        for uid in (1..=1_000_000u32).rev() {
            answer.push(' ');
            answer.push_str(&uid.to_string());
        }
        answer.push_str(&format!("\r\n* SEARCH 7 1000001\r\n{tag} OK done\r\n"));
        answer.into_bytes()
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let uids = connection.uids().await.unwrap();
    assert_eq!(uids.len(), 1_000_001);
    assert!(uids.windows(2).all(|w| w[0] < w[1]) && uids[0] == 1 && uids[1_000_000] == 1_000_001);
    assert!(connection.noop().await.is_ok());
}

#[tokio::test]
async fn a_long_line_beside_a_search_result_is_refused_at_the_line_limit() {
    let settings = hostile_server(|tag| {
        let flags = "x".repeat(2 * 1024 * 1024);
        format!("* SEARCH 1 2\r\n* FLAGS ({flags})\r\n{tag} OK done\r\n").into_bytes()
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    let error = connection.uids().await.unwrap_err();
    assert!(
        matches!(error, ImapError::TooLarge { limit, .. } if limit == postern_providers::imap::Limits::DEFAULT_LINE),
        "{error:?}"
    );
}

#[tokio::test]
async fn a_message_over_a_small_limit_is_refused_by_dovecot_s_size_too() {
    let dovecot = Dovecot::start();
    let limits = postern_providers::imap::Limits { message: 1000, ..Default::default() };
    let options = ConnectOptions { limits, ..Default::default() };
    let mut connection = ImapConnection::connect_with(&settings(&dovecot), PASSWORD, &options).await.expect("login");
    connection.select("INBOX").await.unwrap();
    connection.append("INBOX", &[], &message("Small", "", "hi")).await.unwrap();
    connection.append("INBOX", &[], &message("Large", "", &"x".repeat(5000))).await.unwrap();
    assert!(connection.fetch_raw(1).await.unwrap().is_some_and(|raw| raw.len() < 1000));
    let error = connection.fetch_raw(2).await.unwrap_err();
    assert!(matches!(error, ImapError::TooLarge { limit: 1000, .. }), "{error:?}");
    // Refused by its size: nothing was sent, the connection goes on.
    assert_eq!(connection.fetch_raw(1).await.unwrap().map(|raw| raw.len() < 1000), Some(true));
    assert_eq!(connection.fetch_raw(99).await.unwrap(), None);
}

#[tokio::test]
async fn a_response_code_followed_by_an_8_bit_byte_does_not_panic_the_parser() {
    // imap-proto 0.17 cut the text after `]` one byte in, inside a character (found by fuzzing).
    let settings = hostile_server(|tag| {
        let mut answer = b"* OK [PARSE]\xadbroken\r\n* NO [ALERT]\xc3\xa9t\xc3\xa9\r\n".to_vec();
        answer.extend_from_slice(format!("{tag} OK done\r\n").as_bytes());
        answer
    })
    .await;
    let mut connection = ImapConnection::connect(&settings, PASSWORD).await.expect("login");
    connection.select("INBOX").await.unwrap();
    assert!(connection.fetch_envelopes("1:*").await.unwrap().is_empty());
    assert!(connection.noop().await.is_ok());
}
