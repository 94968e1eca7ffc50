//! Connected IMAP accounts against a real Dovecot: connect and refuse, folders and roles, the
//! sync of existing and new mail, changes by other clients (moves keep ids, flags, expunges),
//! a server restart, waits on a folder, reading without marking read, secrets never shown.

mod common;

use common::{TestServer, User, eventually, folder_messages, get_json, message_in, refused_login};
use postern_providers::imap::ImapConnection;
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const PASSWORD: &str = "alicepass";
const USER: &str = "alice@example.test";

fn body(dovecot: &Dovecot, password: &str) -> Value {
    json!({
        "provider": "imap",
        "email": USER,
        "settings": { "imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none" },
        "credentials": { "password": password },
    })
}

async fn connect(server: &TestServer, user: &User, dovecot: &Dovecot) -> String {
    let response = server.post(user, "/accounts").json(&body(dovecot, PASSWORD)).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let account: Value = response.json().await.unwrap();
    account["data"]["id"].as_str().unwrap().to_string()
}

/// Another IMAP client of the same mailbox.
async fn other_client(dovecot: &Dovecot) -> ImapConnection {
    common::imap_client(dovecot).await
}

fn mail(subject: &str, message_id: &str, body: &str) -> Vec<u8> {
    format!(
        "From: Service <no-reply@service.test>\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <{message_id}>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

#[tokio::test]
async fn a_refused_login_stores_nothing_and_never_echoes_the_password() {
    let dovecot = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    refused_login(&server, &alice, &body(&dovecot, "wrong-secret-77"), "wrong-secret-77").await;
    // A password of the wrong type is refused without being echoed.
    let mut numeric = body(&dovecot, PASSWORD);
    numeric["credentials"]["password"] = json!(987654321);
    let response = server.post(&alice, "/accounts").json(&numeric).send().await.unwrap();
    assert_eq!(response.status(), 400);
    let text = response.text().await.unwrap();
    assert!(text.contains("wrong type") && !text.contains("987654321"), "{text}");

    // A closed port is unreachable; no encryption is only for loopback servers.
    let mut closed = body(&dovecot, PASSWORD);
    closed["settings"]["imap_port"] = json!(1);
    let response = server.post(&alice, "/accounts").json(&closed).send().await.unwrap();
    assert_eq!(response.status(), 502);
    let mut remote = body(&dovecot, PASSWORD);
    remote["settings"]["imap_host"] = json!("imap.example.com");
    let response = server.post(&alice, "/accounts").json(&remote).send().await.unwrap();
    assert_eq!(response.status(), 400);
    let error: Value = response.json().await.unwrap();
    assert!(error["error"]["fields"]["settings.imap_security"].is_string(), "{error}");

    // Without --internal-host, a server on an internal address is refused before any connection.
    let strict = TestServer::start().await;
    let bob = strict.user("bob").await;
    tokio::time::sleep(Duration::from_millis(200)).await; // let Dovecot log the earlier connections
    let logins_before = dovecot.log().matches("imap-login").count();
    assert!(logins_before > 0, "Dovecot logs every connection");
    let response = strict.post(&bob, "/accounts").json(&body(&dovecot, PASSWORD)).send().await.unwrap();
    assert_eq!(response.status(), 400);
    let error: Value = response.json().await.unwrap();
    let reason = error["error"]["fields"]["settings.imap_host"].as_str().unwrap();
    assert!(reason.contains("internal address 127.0.0.1"), "{reason}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(dovecot.log().matches("imap-login").count(), logins_before, "no connection was made");
}

#[tokio::test]
async fn an_account_syncs_folders_and_mail_and_keeps_its_secret() {
    let dovecot = Dovecot::start();
    dovecot.deliver_to_maildir(USER, &mail("=?UTF-8?Q?Gr=C3=BC=C3=9Fe_aus_K=C3=B6ln?=", "one@test", "hello"));
    dovecot.create_folder(USER, "Projects/2026");
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let bob = server.user("bob").await;
    let account = connect(&server, &alice, &dovecot).await;

    let read = get_json(&server, &alice, &format!("/accounts/{account}")).await;
    let caps = read["data"]["capabilities"].as_array().unwrap();
    for cap in ["idle", "condstore", "qresync", "move"] {
        assert!(caps.contains(&json!(cap)), "{cap} missing in {caps:?}");
    }
    assert!(!read.to_string().contains(PASSWORD));
    // Another user sees no such account.
    assert_eq!(server.get(&bob, &format!("/accounts/{account}")).send().await.unwrap().status(), 404);

    let folders = eventually(Duration::from_secs(10), "the folder list", || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        let folders = folders["data"].as_array().unwrap().clone();
        (folders.len() >= 8).then_some(folders)
    })
    .await;
    let role = |name: &str| folders.iter().find(|f| f["name"] == name).map(|f| f["role"].clone());
    assert_eq!(role("INBOX"), Some(json!("inbox")));
    for (name, r) in
        [("Sent", "sent"), ("Drafts", "drafts"), ("Trash", "trash"), ("Junk", "junk"), ("Archive", "archive")]
    {
        assert_eq!(role(name), Some(json!(r)), "{name}");
    }
    let parent = folders.iter().find(|f| f["name"] == "Projects").expect("the \\Noselect parent is listed");
    assert_eq!(parent["selectable"], json!(false));

    let synced = eventually(Duration::from_secs(10), "the first message", || {
        message_in(&server, &alice, &account, "inbox", "Grüße aus Köln")
    })
    .await;
    assert_eq!(synced["unread"], json!(true));
    assert_eq!(synced["from"][0]["email"], json!("no-reply@service.test"));
    // The login checked when the account was connected is the connection its sync runs on (a
    // second login would have come before the first pass; the pause lets Dovecot's log process
    // write what it was sent).
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(dovecot.log().matches("Login: user=").count(), 1, "one login so far");

    // Reading the body goes to the server and does not mark the message read.
    let id = synced["id"].as_str().unwrap();
    let full = get_json(&server, &alice, &format!("/messages/{id}")).await;
    assert!(full["data"]["text"].as_str().unwrap().contains("hello"));
    let raw = server.get(&alice, &format!("/messages/{id}/raw")).send().await.unwrap();
    assert_eq!(raw.headers()["content-type"], "message/rfc822");
    assert!(raw.text().await.unwrap().contains("Message-ID: <one@test>"));
    let mut other = other_client(&dovecot).await;
    other.select("INBOX").await.unwrap();
    let flags = other.all_flags().await.unwrap();
    assert!(flags.iter().all(|(_, f)| !f.iter().any(|f| f == "\\Seen")), "{flags:?}");
    assert_eq!(server.get(&bob, &format!("/messages/{id}")).send().await.unwrap().status(), 404);

    // The password is nowhere in the database (where the account is).
    assert!(!server.database().holds(PASSWORD).await);
    assert!(server.database().holds(&account).await);

    // Delete: the account, its index and its events are gone.
    let response = server.delete(&alice, &format!("/accounts/{account}")).send().await.unwrap();
    assert_eq!(response.status(), 204);
    assert_eq!(server.get(&alice, &format!("/accounts/{account}")).send().await.unwrap().status(), 404);
    assert_eq!(server.get(&alice, &format!("/messages/{id}")).send().await.unwrap().status(), 404);
    assert_eq!(server.store.account_events(&account).await.unwrap().len(), 1, "only account.deleted is left");
}

#[tokio::test]
async fn changes_by_other_clients_arrive_as_events_and_moves_keep_ids() {
    for condstore in [true, false] {
        let dovecot = Dovecot::start_with(DovecotOptions { condstore, ..DovecotOptions::default() });
        dovecot.deliver_to_maildir(USER, &mail("to move", "move@test", "a"));
        dovecot.deliver_to_maildir(USER, &mail("to flag", "flag@test", "b"));
        dovecot.deliver_to_maildir(USER, &mail("to delete", "delete@test", "c"));
        let server = TestServer::for_accounts().await;
        let alice = server.user("alice").await;
        let admin = server.admin("root").await;
        let account = connect(&server, &alice, &dovecot).await;
        let before = eventually(Duration::from_secs(10), "the first sync", || async {
            let messages = folder_messages(&server, &alice, &account, "inbox").await;
            (messages.len() == 3).then_some(messages)
        })
        .await;
        let id_of = |subject: &str| before.iter().find(|m| m["subject"] == subject).unwrap()["id"].clone();

        // A wait on the INBOX hurries the account: the move must still be matched.
        let wait =
            server.get(&alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=15"));
        let waiting = tokio::spawn(wait.send());
        common::until_waits_open(&server, &admin, 1).await;
        let mut other = other_client(&dovecot).await;
        other.select("INBOX").await.unwrap();
        let uid_of = |all: &[(u32, Vec<String>)], n: usize| all[n].0.to_string();
        let all = other.all_flags().await.unwrap();
        other.add_flags(&uid_of(&all, 1), &["\\Flagged", "\\Seen"]).await.unwrap();
        other.add_flags(&uid_of(&all, 2), &["\\Deleted"]).await.unwrap();
        other.expunge(&uid_of(&all, 2)).await.unwrap();
        // The pass that the expunge starts ends first. Without MOVE a move is a COPY, then an
        // EXPUNGE: a pass that looks at both folders between the two sees a copy (a message of
        // its own) and later a delete, which is what the server showed, not a move.
        eventually(Duration::from_secs(20), "the expunge", || async {
            message_in(&server, &alice, &account, "inbox", "to delete").await.is_none().then_some(())
        })
        .await;
        other.move_to(&uid_of(&all, 0), "Archive").await.unwrap();

        let moved = eventually(Duration::from_secs(20), "the move", || {
            message_in(&server, &alice, &account, "archive", "to move")
        })
        .await;
        assert_eq!(moved["id"], id_of("to move"), "a move keeps the id (condstore: {condstore})");
        let flagged = eventually(Duration::from_secs(20), "the flag change", || async {
            message_in(&server, &alice, &account, "inbox", "to flag").await.filter(|m| m["starred"] == json!(true))
        })
        .await;
        assert_eq!(flagged["unread"], json!(false));
        eventually(Duration::from_secs(20), "the expunge", || async {
            message_in(&server, &alice, &account, "inbox", "to delete").await.is_none().then_some(())
        })
        .await;
        let events = server.store.account_events(&account).await.unwrap();
        let kinds: Vec<&str> = events.iter().map(|(k, _)| k.as_str()).collect();
        assert!(kinds.contains(&"message.moved"), "{kinds:?}");
        assert!(kinds.contains(&"message.updated"), "{kinds:?}");
        assert!(kinds.contains(&"message.deleted"), "{kinds:?}");
        assert!(!kinds.contains(&"message.created"), "no phantom creates: {kinds:?}");
        waiting.abort();
    }
}

#[tokio::test]
async fn new_mail_wakes_a_wait_on_the_inbox_and_a_restart_loses_nothing() {
    let mut dovecot = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let admin = server.admin("root").await;
    let account = connect(&server, &alice, &dovecot).await;
    eventually(Duration::from_secs(10), "the first pass", || async {
        let a = get_json(&server, &alice, &format!("/accounts/{account}")).await;
        (a["data"]["sync"]["state"] == "idle").then_some(())
    })
    .await;

    let waiting = {
        let request =
            server.get(&alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20"));
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    common::until_waits_open(&server, &admin, 1).await;
    let sent = Instant::now();
    dovecot.deliver_to_maildir(USER, &mail("Your code", "code@test", "Your verification code is 481516."));
    let response = waiting.await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers().contains_key("mailsocket-wait-since"));
    let found: Value = response.json().await.unwrap();
    assert_eq!(found["data"]["otp"], json!("481516"));
    assert!(sent.elapsed() < Duration::from_secs(5), "IDLE delivers at once, took {:?}", sent.elapsed());

    // since=<that message> does not return it again.
    let id = found["data"]["id"].as_str().unwrap();
    let again = server
        .get(&alice, &format!("/accounts/{account}/messages/wait?require=otp&timeout=1&since={id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 204);

    // Dovecot goes away and comes back; mail that arrived meanwhile is indexed once.
    dovecot.stop();
    tokio::time::sleep(Duration::from_millis(500)).await;
    dovecot.restart();
    dovecot.deliver_to_maildir(USER, &mail("after restart", "restart@test", "x"));
    eventually(Duration::from_secs(30), "mail after the restart", || {
        message_in(&server, &alice, &account, "inbox", "after restart")
    })
    .await;
    let all = folder_messages(&server, &alice, &account, "inbox").await;
    assert_eq!(all.len(), 2, "nothing lost or duplicated: {all:?}");
}

/// DNS and HTTPS as fixtures (no network in tests): an autoconfig file for example.org and an SRV
/// record for srv.test.
struct Fixtures;

impl postern_providers::discovery::Lookup for Fixtures {
    async fn fetch(&self, url: &str) -> Result<Option<String>, String> {
        Ok(url.starts_with("https://autoconfig.example.org/").then(|| {
            r#"<?xml version="1.0"?><clientConfig version="1.1"><emailProvider id="example.org">
            <incomingServer type="imap"><hostname>imap.example.org</hostname><port>993</port>
            <socketType>SSL</socketType><username>%EMAILADDRESS%</username>
            <authentication>password-cleartext</authentication></incomingServer>
            <outgoingServer type="smtp"><hostname>smtp.example.org</hostname><port>465</port>
            <socketType>SSL</socketType><username>%EMAILADDRESS%</username>
            <authentication>password-cleartext</authentication></outgoingServer>
            </emailProvider></clientConfig>"#
                .to_string()
        }))
    }
    async fn jmap_at(&self, _url: &str) -> Result<bool, String> {
        Ok(false)
    }
    async fn srv(&self, name: &str) -> Result<Vec<(u16, u16, u16, String)>, String> {
        Ok(match name {
            "_imaps._tcp.srv.test" => vec![(0, 1, 993, "mail.srv.test".into())],
            _ => Vec::new(),
        })
    }
    async fn mx(&self, _: &str) -> Result<Vec<String>, String> {
        Err("DNS timed out".into())
    }
}

#[tokio::test]
async fn discovery_answers_from_presets_autoconfig_and_srv() {
    let server = TestServer::with_discovery(std::sync::Arc::new(Fixtures)).await;
    let alice = server.user("alice").await;
    let discover = |email: &str| server.post(&alice, "/discovery").json(&json!({ "email": email })).send();

    let found: Value = discover("someone@example.org").await.unwrap().json().await.unwrap();
    let first = &found["data"]["candidates"][0];
    assert_eq!(first["source"], "autoconfig");
    assert_eq!(first["confirmed"], json!(true));
    assert_eq!(first["servers"][0]["host"], "imap.example.org");
    assert_eq!(first["servers"][0]["username"], "someone@example.org");
    let mx = found["data"]["sources"].as_array().unwrap().iter().find(|s| s["source"] == "mx").unwrap().clone();
    assert_eq!(mx["outcome"], "failed", "a failing source is reported, not fatal");

    let found: Value = discover("me@srv.test").await.unwrap().json().await.unwrap();
    assert_eq!(found["data"]["candidates"][0]["source"], "srv");
    assert_eq!(found["data"]["candidates"][0]["servers"][0]["host"], "mail.srv.test");

    let found: Value = discover("me@gmail.com").await.unwrap().json().await.unwrap();
    assert_eq!(found["data"]["candidates"][0]["source"], "preset");

    let refused = discover("not an address").await.unwrap();
    assert_eq!(refused.status(), 400);
    let anonymous = server.client.post(format!("{}/discovery", server.base)).json(&json!({"email": "a@b.c"}));
    assert_eq!(anonymous.send().await.unwrap().status(), 401);
}

#[tokio::test]
async fn attachments_are_listed_and_downloaded_from_the_server() {
    let dovecot = Dovecot::start();
    let raw = format!(
        "From: a@example.test\r\nTo: {USER}\r\nSubject: invoice\r\nMessage-ID: <att@test>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nsee attached\r\n--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=\"=?UTF-8?Q?Rechnung_M=C3=A4rz.pdf?=\"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b--\r\n"
    );
    dovecot.deliver_to_maildir(USER, raw.as_bytes());
    let html = format!(
        "From: news@example.test\r\nTo: {USER}\r\nSubject: news\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p onmouseover=\"x()\">Hello <a href=\"https://news.test/\">read</a></p><script>steal()</script>\r\n"
    );
    dovecot.deliver_to_maildir(USER, html.as_bytes());
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let bob = server.user("bob").await;
    let account = connect(&server, &alice, &dovecot).await;
    let message = eventually(Duration::from_secs(10), "the message", || {
        message_in(&server, &alice, &account, "inbox", "invoice")
    })
    .await;
    let id = message["id"].as_str().unwrap();
    let logins = || dovecot.log().matches("Login: user=").count();
    let before = logins();
    let full = get_json(&server, &alice, &format!("/messages/{id}")).await;
    let listed = &full["data"]["attachments"];
    assert_eq!(listed[0]["filename"], "Rechnung März.pdf", "{listed}");
    assert_eq!(listed[0]["content_type"], "application/pdf");
    assert_eq!(listed[0]["size"], 9);

    let download = server.get(&alice, &format!("/messages/{id}/attachments/0")).send().await.unwrap();
    assert_eq!(download.status(), 200);
    assert_eq!(download.headers()["content-type"], "application/pdf");
    assert_eq!(download.headers()["content-disposition"], "attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz%2Epdf");
    assert_eq!(download.headers()["x-content-type-options"], "nosniff");
    assert_eq!(download.bytes().await.unwrap().as_ref(), b"%PDF-1.4\n");
    let raw = server.get(&alice, &format!("/messages/{id}/raw")).send().await.unwrap();
    assert!(raw.text().await.unwrap().contains("Message-ID: <att@test>"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(logins() - before, 1, "three reads, one login: the source is cached and the connection pooled");
    // HTML comes sanitized.
    let news = message_in(&server, &alice, &account, "inbox", "news").await.unwrap();
    let news = get_json(&server, &alice, &format!("/messages/{}", news["id"].as_str().unwrap())).await;
    let shown = news["data"]["html"].as_str().unwrap();
    assert!(
        shown.contains("Hello <a href=\"https://news.test/\" rel=\"noopener noreferrer nofollow\">read</a>"),
        "{shown}"
    );
    assert!(!shown.contains("script") && !shown.contains("steal") && !shown.contains("onmouseover"), "{shown}");
    assert!(news["data"]["text"].as_str().unwrap().contains("Hello"));
    for (user, path, status) in [
        (&alice, format!("/messages/{id}/attachments/1"), 404),
        (&alice, format!("/messages/{id}/attachments/x"), 404),
        (&bob, format!("/messages/{id}/attachments/0"), 404),
    ] {
        assert_eq!(server.get(user, &path).send().await.unwrap().status(), status, "{path}");
    }

    // A one-time link for another service: no token, one download, then 410.
    let link = |user: &User, index: usize, body: Value| {
        server.post(user, &format!("/messages/{id}/attachments/{index}/link")).json(&body).send()
    };
    let response = link(&alice, 0, json!({})).await.unwrap();
    assert_eq!(response.status(), 201);
    let made: Value = response.json().await.unwrap();
    assert_eq!(made["data"]["filename"], "Rechnung März.pdf");
    assert_eq!(made["data"]["size"], 9);
    let url = made["data"]["url"].as_str().unwrap();
    assert!(url.starts_with("/api/v1/attachment-links/plk_"), "{url}");
    let anonymous = reqwest::Client::new();
    let first = anonymous.get(format!("{}{url}", server.origin())).send().await.unwrap();
    assert_eq!(first.status(), 200);
    assert_eq!(first.headers()["content-disposition"], "attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz%2Epdf");
    assert_eq!(first.bytes().await.unwrap().as_ref(), b"%PDF-1.4\n");
    let again = anonymous.get(format!("{}{url}", server.origin())).send().await.unwrap();
    assert_eq!(again.status(), 410);
    assert!(again.text().await.unwrap().contains("link_expired"));
    let forged = anonymous.get(format!("{}/api/v1/attachment-links/plk_0000", server.origin())).send().await.unwrap();
    assert_eq!(forged.status(), 404);
    // The server away (a source over 4 MiB is not cached): the download fails with 502 and the
    // link stays usable. The pooled connection has the INBOX open from before this mail came:
    // it must still find it.
    let big = format!(
        "From: a@example.test\r\nTo: {USER}\r\nSubject: scan\r\nMessage-ID: <big@test>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nthe scan\r\n--b\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename=scan.bin\r\nContent-Transfer-Encoding: base64\r\n\r\n{}--b--\r\n",
        format!("{}\r\n", "QUJD".repeat(19)).repeat(60_000)
    );
    dovecot.deliver_to_maildir(USER, big.as_bytes());
    let scan = eventually(Duration::from_secs(10), "the big message", || {
        message_in(&server, &alice, &account, "inbox", "scan")
    })
    .await;
    let made: Value = server
        .post(&alice, &format!("/messages/{}/attachments/0/link", scan["id"].as_str().unwrap()))
        .json(&json!({ "expires_in": 60 }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(made["data"]["size"], 57 * 60_000, "{made}");
    let url = format!("{}{}", server.origin(), made["data"]["url"].as_str().unwrap());
    let mut dovecot = dovecot;
    dovecot.stop();
    assert_eq!(anonymous.get(&url).send().await.unwrap().status(), 502);
    dovecot.restart();
    let later = anonymous.get(&url).send().await.unwrap();
    assert_eq!(later.status(), 200);
    assert_eq!(later.bytes().await.unwrap().len(), 57 * 60_000);
    // Expiry, a missing attachment, a stranger, a bad lifetime.
    let made: Value = link(&alice, 0, json!({ "expires_in": 1 })).await.unwrap().json().await.unwrap();
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let expired = anonymous.get(format!("{}{}", server.origin(), made["data"]["url"].as_str().unwrap()));
    assert_eq!(expired.send().await.unwrap().status(), 410);
    assert_eq!(link(&alice, 1, json!({})).await.unwrap().status(), 404);
    assert_eq!(link(&bob, 0, json!({})).await.unwrap().status(), 404);
    assert_eq!(link(&alice, 0, json!({ "expires_in": 0 })).await.unwrap().status(), 400);
    assert_eq!(link(&alice, 0, json!({ "expires_in": 90000 })).await.unwrap().status(), 400);
}

#[tokio::test]
async fn a_reply_joins_its_thread() {
    let dovecot = Dovecot::start();
    dovecot.deliver_to_maildir(USER, &mail("Plan", "plan@test", "first"));
    let reply = format!(
        "From: b@example.test\r\nTo: {USER}\r\nSubject: Re: Plan\r\nMessage-ID: <reply@test>\r\nIn-Reply-To: <plan@test>\r\nReferences: <plan@test>\r\nDate: Mon, 30 Nov 2026 09:00:00 +0000\r\n\r\nsecond\r\n"
    );
    dovecot.deliver_to_maildir(USER, reply.as_bytes());
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let messages = eventually(Duration::from_secs(10), "both messages", || async {
        let messages = folder_messages(&server, &alice, &account, "inbox").await;
        (messages.len() == 2).then_some(messages)
    })
    .await;
    assert_eq!(messages[0]["thread_id"], messages[1]["thread_id"]);
    let thread_id = messages[0]["thread_id"].as_str().unwrap();
    let thread = get_json(&server, &alice, &format!("/accounts/{account}/threads/{thread_id}")).await;
    let subjects: Vec<&str> =
        thread["data"]["messages"].as_array().unwrap().iter().map(|m| m["subject"].as_str().unwrap()).collect();
    assert_eq!(subjects, ["Plan", "Re: Plan"]);
    // Reading both messages logs in once: the second read reuses the pooled connection.
    let logins = || dovecot.log().matches("Login: user=").count();
    let before = logins();
    for m in &messages {
        let full = get_json(&server, &alice, &format!("/messages/{}", m["id"].as_str().unwrap())).await;
        assert!(["first", "second"].iter().any(|t| full["data"]["text"].as_str().unwrap().contains(t)));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(logins() - before, 1);
    let missing = server.get(&alice, &format!("/accounts/{account}/threads/thr_nothing")).send().await.unwrap();
    assert_eq!(missing.status(), 404);

    // Search and pages, as a client uses them: filters over one folder and over all accounts,
    // a cursor to the next page, and a cursor replayed against another query refused.
    let subjects_of = |v: &Value| -> Vec<String> {
        v["data"].as_array().unwrap().iter().map(|m| m["subject"].as_str().unwrap().to_string()).collect()
    };
    let found = get_json(&server, &alice, &format!("/accounts/{account}/messages?folder=inbox&q=PLAN")).await;
    assert_eq!(subjects_of(&found).len(), 2);
    let found = get_json(&server, &alice, "/messages?subject=re%3A%20plan&from=b%40example").await;
    assert_eq!(subjects_of(&found), ["Re: Plan"]);
    assert_eq!(found["incomplete"], json!([]));
    let first = get_json(&server, &alice, "/messages?limit=1").await;
    assert_eq!(subjects_of(&first), ["Re: Plan"], "newest first");
    let cursor = first["pagination"]["next_cursor"].as_str().unwrap().to_string();
    let second = get_json(&server, &alice, &format!("/messages?limit=1&cursor={cursor}")).await;
    assert_eq!(subjects_of(&second), ["Plan"]);
    assert_eq!(second["pagination"]["has_more"], json!(false));
    let replayed = server.get(&alice, &format!("/messages?limit=1&q=plan&cursor={cursor}")).send().await.unwrap();
    assert_eq!(replayed.status(), 400);
}

/// A first pass meets replies before the messages they answer (in a later folder, or later in
/// the same one): each conversation still ends in one thread, and a reply whose parent never
/// comes keeps a thread of its own.
#[tokio::test]
async fn replies_indexed_before_their_parents_join_them_in_the_first_pass() {
    let dovecot = Dovecot::start();
    let reply = |subject: &str, id: &str, parent: &str| {
        format!(
            "From: b@example.test\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <{id}>\r\nIn-Reply-To: <{parent}>\r\nDate: Mon, 30 Nov 2026 09:00:00 +0000\r\n\r\nreply\r\n"
        )
        .into_bytes()
    };
    dovecot.create_folder(USER, "Sent");
    // Whichever folder is indexed first, one of the two conversations starts with a reply.
    dovecot.deliver_to_maildir(USER, &reply("Re: Launch", "launch-reply@test", "launch@test"));
    dovecot.deliver_to_maildir(USER, &reply("Re: Re: Launch", "launch-reply-2@test", "launch-reply@test"));
    dovecot.deliver_to_folder(USER, "Sent", &mail("Launch", "launch@test", "we launch"));
    dovecot.deliver_to_folder(USER, "Sent", &reply("Re: Budget", "budget-reply@test", "budget@test"));
    dovecot.deliver_to_maildir(USER, &mail("Budget", "budget@test", "the budget"));
    dovecot.deliver_to_maildir(USER, &reply("Re: Lost", "lost-reply@test", "never-delivered@test"));
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let all = eventually(Duration::from_secs(10), "six messages", || async {
        let mut all = folder_messages(&server, &alice, &account, "inbox").await;
        all.extend(folder_messages(&server, &alice, &account, "sent").await);
        (all.len() == 6).then_some(all)
    })
    .await;
    let thread = |subject: &str| {
        all.iter().find(|m| m["subject"] == subject).unwrap()["thread_id"].as_str().unwrap().to_string()
    };
    assert_eq!(thread("Re: Launch"), thread("Launch"));
    assert_eq!(thread("Re: Re: Launch"), thread("Launch"));
    assert_eq!(thread("Re: Budget"), thread("Budget"));
    assert_ne!(thread("Launch"), thread("Budget"));
    let lost = thread("Re: Lost");
    assert!(![thread("Launch"), thread("Budget")].contains(&lost));
    let launch = get_json(&server, &alice, &format!("/accounts/{account}/threads/{}", thread("Launch"))).await;
    assert_eq!(launch["data"]["messages"].as_array().unwrap().len(), 3);
}

/// A first indexing reads only envelopes (what the server keeps in its index); References and
/// the attachment flag come with the body steps after it, which join the threads the References
/// link. With body indexing off, the steps read just those header fields.
#[tokio::test]
async fn references_read_after_the_first_pass_join_threads() {
    let dovecot = Dovecot::start();
    dovecot.deliver_to_maildir(USER, &mail("Plan", "plan@test", "first"));
    // Its parent is not in the mailbox and its subject is new: only References name the thread.
    let minutes = format!(
        "From: b@example.test\r\nTo: {USER}\r\nSubject: Minutes\r\nMessage-ID: <minutes@test>\r\nIn-Reply-To: <missing@test>\r\nReferences: <plan@test>\r\n <missing@test>\r\nDate: Mon, 30 Nov 2026 09:00:00 +0000\r\n\r\nnotes\r\n"
    );
    dovecot.deliver_to_maildir(USER, minutes.as_bytes());
    let attached = format!(
        "From: a@example.test\r\nTo: {USER}\r\nSubject: Scan\r\nMessage-ID: <scan@test>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nthe scan\r\n--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=scan.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b--\r\n"
    );
    dovecot.deliver_to_maildir(USER, attached.as_bytes());
    let server = TestServer::for_accounts().await;
    for index_bodies in [true, false] {
        let user = server.user(&format!("user{index_bodies}")).await;
        let mut request = body(&dovecot, PASSWORD);
        request["settings"]["index_bodies"] = json!(index_bodies);
        let response = server.post(&user, "/accounts").json(&request).send().await.unwrap();
        assert_eq!(response.status(), 201);
        let account = response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
        let what = format!("threads and attachments with index_bodies {index_bodies}");
        let messages = eventually(Duration::from_secs(20), &what, || async {
            let messages = folder_messages(&server, &user, &account, "inbox").await;
            let by_subject = |s: &str| messages.iter().find(|m| m["subject"] == s).cloned();
            let (plan, minutes, scan) = (by_subject("Plan")?, by_subject("Minutes")?, by_subject("Scan")?);
            (plan["thread_id"] == minutes["thread_id"] && scan["has_attachments"] == json!(true)).then_some(plan)
        })
        .await;
        let thread = messages["thread_id"].as_str().unwrap();
        let thread = get_json(&server, &user, &format!("/accounts/{account}/threads/{thread}")).await;
        assert_eq!(thread["data"]["messages"].as_array().unwrap().len(), 2);
    }
}

fn subjects(list: &Value) -> Vec<String> {
    let mut found: Vec<String> =
        list["data"].as_array().unwrap().iter().map(|m| m["subject"].as_str().unwrap().to_string()).collect();
    found.sort();
    found
}

#[tokio::test]
async fn bodies_are_searched_in_the_local_index_or_on_the_server() {
    let mut dovecot = Dovecot::start();
    let invoice = format!(
        "From: Billing <billing@shop.test>\r\nTo: {USER}\r\nSubject: Your order\r\nMessage-ID: <order@test>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThe quarterly Zahlungsbestätigung is attached.\r\n--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=receipt.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b--\r\n"
    );
    dovecot.deliver_to_maildir(USER, invoice.as_bytes());
    dovecot.deliver_to_maildir(USER, &mail("Lunch", "lunch@test", "nothing to see here"));
    // multipart/mixed with text alone: guessed to have attachments until its body is read.
    let mixed = format!(
        "From: a@x.test\r\nTo: {USER}\r\nSubject: Mixed text\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=m\r\n\r\n--m\r\nContent-Type: text/plain\r\n\r\nonly words\r\n--m--\r\n"
    );
    dovecot.deliver_to_maildir(USER, mixed.as_bytes());
    dovecot.create_folder(USER, "Archive");
    dovecot.deliver_to_folder(USER, "Archive", &mail("Figures", "figures@test", "the quarterly numbers"));
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let bodies = |state: &'static str| {
        let (server, alice, account) = (&server, &alice, &account);
        async move {
            let a = get_json(server, alice, &format!("/accounts/{account}")).await;
            (a["data"]["sync"]["bodies"] == state).then_some(())
        }
    };
    eventually(Duration::from_secs(20), "the body index", || bodies("complete")).await;

    let inbox = |query: &str| format!("/accounts/{account}/messages?folder=inbox&{query}");
    let found = get_json(&server, &alice, &inbox("q=quarterly")).await;
    assert_eq!(subjects(&found), ["Your order"], "words of the body, in the folder asked for");
    assert_eq!(found["incomplete"], json!([]));
    let everywhere = get_json(&server, &alice, "/messages?q=quarter").await;
    assert_eq!(subjects(&everywhere), ["Figures", "Your order"], "word beginnings, in every folder");
    let accents = get_json(&server, &alice, &inbox("q=zahlungsbestatigung")).await;
    assert_eq!(subjects(&accents), ["Your order"], "accents do not matter");
    assert_eq!(subjects(&get_json(&server, &alice, &inbox("q=receipt.pdf")).await), ["Your order"]);
    assert_eq!(subjects(&get_json(&server, &alice, &inbox("has_attachments=true")).await), ["Your order"]);
    assert_eq!(subjects(&get_json(&server, &alice, &inbox("has_attachments=false")).await), ["Lunch", "Mixed text"]);
    let response = server.get(&alice, &inbox("has_attachments=maybe")).send().await.unwrap();
    assert_eq!(response.status(), 400);

    // The index answers alone: the server may be away.
    dovecot.stop();
    let offline = get_json(&server, &alice, "/messages?q=quarterly").await;
    assert_eq!(subjects(&offline), ["Figures", "Your order"]);
    assert_eq!(offline["incomplete"], json!([]));
    dovecot.restart();

    // Body indexing off: the index forgets the bodies and the server's SEARCH answers instead.
    let index_bodies = |on: bool| {
        server
            .patch(&alice, &format!("/accounts/{account}"))
            .json(&json!({ "settings": { "index_bodies": on } }))
            .send()
    };
    assert_eq!(index_bodies(false).await.unwrap().status(), 200);
    eventually(Duration::from_secs(20), "body indexing off", || bodies("off")).await;
    let by_server = get_json(&server, &alice, "/messages?q=quarterly").await;
    assert_eq!(subjects(&by_server), ["Figures", "Your order"]);
    assert_eq!(by_server["incomplete"], json!([]));
    let umlaut = get_json(&server, &alice, &inbox("q=Zahlungsbest%C3%A4tigung")).await;
    assert_eq!(subjects(&umlaut), ["Your order"], "UTF-8 search on the server");
    dovecot.stop();
    let unreachable = get_json(&server, &alice, "/messages?q=quarterly").await;
    assert_eq!(unreachable["data"], json!([]), "headers alone do not match");
    assert_eq!(unreachable["incomplete"], json!([account]));
    let header_hit = get_json(&server, &alice, "/messages?q=order").await;
    assert_eq!(subjects(&header_hit), ["Your order"], "headers still answer from the index");
    dovecot.restart();

    // On again: the bodies come back into the index.
    assert_eq!(index_bodies(true).await.unwrap().status(), 200);
    eventually(Duration::from_secs(20), "the body index again", || bodies("complete")).await;
    dovecot.stop();
    assert_eq!(subjects(&get_json(&server, &alice, "/messages?q=quarterly").await), ["Figures", "Your order"]);
}

/// Dovecot stopped while the first sync of 8,000 messages runs: the sync resumes and ends with
/// every message once. Then a UIDVALIDITY change (Dovecot's UID list and index deleted): the
/// folder is indexed again, every message keeps its id, and no change is reported but the one
/// new message.
#[tokio::test]
async fn a_restart_mid_sync_and_a_uidvalidity_change_lose_and_invent_nothing() {
    let mut dovecot = Dovecot::start();
    for i in 0..8000 {
        dovecot.deliver_to_maildir(USER, &mail(&format!("bulk {i}"), &format!("bulk{i}@test"), "x"));
    }
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let inbox_count = || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        let inbox = folders["data"].as_array().unwrap().iter().find(|f| f["role"] == "inbox").cloned();
        inbox.map_or(0, |f| f["message_count"].as_u64().unwrap())
    };
    // Stop Dovecot as soon as the first rows are in (or at once, if the folder list is not yet).
    let _ = tokio::time::timeout(Duration::from_secs(10), async {
        while inbox_count().await == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    dovecot.stop();
    let at_stop = inbox_count().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    dovecot.restart();
    eventually(Duration::from_secs(60), "all 8,000 messages", || async { (inbox_count().await == 8000).then_some(()) })
        .await;
    // The rows are readable batch by batch; the folder counts as indexed when the pass ends.
    eventually(Duration::from_secs(60), "the end of the first pass", || async {
        let read = get_json(&server, &alice, &format!("/accounts/{account}")).await;
        (read["data"]["sync"]["state"] == "idle").then_some(())
    })
    .await;
    eprintln!("{at_stop} of 8000 were indexed when Dovecot stopped");
    let events = server.store.account_events(&account).await.unwrap();
    assert!(events.iter().all(|(kind, _)| !kind.starts_with("message.")), "a first sync reports no changes");

    // UIDVALIDITY changes: Dovecot forgets its UIDs (a restore from backup, a server move).
    let first_page = folder_messages(&server, &alice, &account, "inbox").await;
    let uidvalidity = |dir: &std::path::Path| {
        let list = std::fs::read_to_string(dir.join("dovecot-uidlist")).unwrap_or_default();
        list.split_whitespace().find(|w| w.starts_with('V')).map(str::to_string)
    };
    let before = uidvalidity(&dovecot.maildir(USER));
    assert!(before.is_some());
    dovecot.stop();
    tokio::time::sleep(Duration::from_millis(1100)).await; // a new UIDVALIDITY is the current second
    let inbox_dir = dovecot.maildir(USER);
    for entry in std::fs::read_dir(&inbox_dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name == "dovecot-uidlist" || name.starts_with("dovecot.index") {
            std::fs::remove_file(&path).unwrap();
        }
    }
    dovecot.restart();
    dovecot.deliver_to_maildir(USER, &mail("after the reset", "reset@test", "x"));
    eventually(Duration::from_secs(60), "mail after the reset", || {
        message_in(&server, &alice, &account, "inbox", "after the reset")
    })
    .await;
    assert_eq!(inbox_count().await, 8001);
    assert_ne!(uidvalidity(&inbox_dir), before, "Dovecot gave the folder a new UIDVALIDITY");
    let again = folder_messages(&server, &alice, &account, "inbox").await;
    let mut kept = 0;
    for before in &first_page {
        if let Some(after) = again.iter().find(|m| m["message_id"] == before["message_id"]) {
            assert_eq!(after["id"], before["id"], "{} keeps its id", before["subject"]);
            kept += 1;
        }
    }
    assert!(kept >= first_page.len() - 1, "{kept} of {} compared", first_page.len());
    let changes: Vec<String> = server
        .store
        .account_events(&account)
        .await
        .unwrap()
        .into_iter()
        .map(|(kind, _)| kind)
        .filter(|kind| kind.starts_with("message."))
        .collect();
    assert_eq!(changes, ["message.created"], "only the new message is a change");
}

/// A feed consumer away while another client flags, moves and deletes mail: from its cursor it
/// then sees every change once, in order, page by page.
#[tokio::test]
async fn the_change_feed_resumes_after_changes_by_another_client() {
    let dovecot = Dovecot::start();
    dovecot.create_folder(USER, "Archive");
    for name in ["flag", "move", "delete"] {
        dovecot.deliver_to_maildir(USER, &mail(name, &format!("{name}@test"), "x"));
    }
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    eventually(Duration::from_secs(10), "the first pass", || async {
        (folder_messages(&server, &alice, &account, "inbox").await.len() == 3).then_some(())
    })
    .await;
    let start = get_json(&server, &alice, &format!("/accounts/{account}/changes")).await;
    let from = start["cursor"].as_str().unwrap().to_string();
    let ids: std::collections::HashMap<String, String> = folder_messages(&server, &alice, &account, "inbox")
        .await
        .into_iter()
        .map(|m| (m["subject"].as_str().unwrap().to_string(), m["id"].as_str().unwrap().to_string()))
        .collect();

    let mut other = other_client(&dovecot).await;
    other.select("INBOX").await.unwrap();
    let uids = other.fetch_headers("1:*").await.unwrap();
    let uid = |subject: &str| uids.iter().find(|m| m.subject.as_deref() == Some(subject)).unwrap().uid.to_string();
    other.add_flags(&uid("flag"), &["\\Flagged"]).await.unwrap();
    other.move_to(&uid("move"), "Archive").await.unwrap();
    other.expunge(&uid("delete")).await.unwrap();

    let wanted = |entries: &[Value]| {
        let has = |kind: &str, subject: &str| {
            entries.iter().any(|e| e["type"] == kind && e["message_id"] == ids[subject].as_str())
        };
        has("message.updated", "flag") && has("message.moved", "move") && has("message.deleted", "delete")
    };
    let all = eventually(Duration::from_secs(20), "all three changes", || async {
        let page = get_json(&server, &alice, &format!("/accounts/{account}/changes?since={from}")).await;
        let entries = page["data"].as_array().unwrap().clone();
        wanted(&entries).then_some(entries)
    })
    .await;
    // One at a time from the same cursor: the same entries, in the same order, each once.
    let mut cursor = from.clone();
    let mut one_by_one = Vec::new();
    loop {
        let page = get_json(&server, &alice, &format!("/changes?since={cursor}&limit=1")).await;
        one_by_one.extend(page["data"].as_array().unwrap().iter().cloned());
        cursor = page["cursor"].as_str().unwrap().to_string();
        if page["pagination"]["has_more"] == false {
            break;
        }
    }
    assert_eq!(one_by_one, all);
    let positions: Vec<i64> =
        all.iter().map(|e| e["cursor"].as_str().unwrap().trim_start_matches("chg_").parse().unwrap()).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "in order: {positions:?}");
    let moved = all.iter().filter(|e| e["type"] == "message.moved").count();
    let deleted = all.iter().filter(|e| e["type"] == "message.deleted").count();
    assert_eq!((moved, deleted), (1, 1), "{all:?}");
    let archive = all.iter().find(|e| e["type"] == "message.moved").unwrap()["folder_id"].clone();
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    let archive_id = folders["data"].as_array().unwrap().iter().find(|f| f["name"] == "Archive").unwrap()["id"].clone();
    assert_eq!(archive, archive_id, "a move names the folder it went to");
    assert!(all.iter().all(|e| e["account_id"] == account.as_str()));
}

/// Flags, keywords, moves and deletes through the API: made on the server (another client sees
/// them), ids kept, and each change in the feed exactly once although the sync sees it too.
#[tokio::test]
async fn changing_mail_keeps_ids_and_reports_each_change_once() {
    let dovecot = Dovecot::start();
    for name in ["alpha", "beta", "gamma"] {
        dovecot.deliver_to_maildir(USER, &mail(name, &format!("{name}@test"), "x"));
    }
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let admin = server.admin("root").await;
    let bob = server.user("bob").await;
    let account = connect(&server, &alice, &dovecot).await;
    let listed = eventually(Duration::from_secs(10), "the first pass", || async {
        let all = folder_messages(&server, &alice, &account, "inbox").await;
        (all.len() == 3).then_some(all)
    })
    .await;
    let id =
        |subject: &str| listed.iter().find(|m| m["subject"] == subject).unwrap()["id"].as_str().unwrap().to_string();
    let (a, b, c) = (id("alpha"), id("beta"), id("gamma"));
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    let folder = |role: &str| {
        folders["data"].as_array().unwrap().iter().find(|f| f["role"] == role).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let from = get_json(&server, &alice, &format!("/accounts/{account}/changes")).await["cursor"]
        .as_str()
        .unwrap()
        .to_string();
    let patch = |who: &User, id: &str, body: Value| server.patch(who, &format!("/messages/{id}")).json(&body).send();

    // Read, starred, a keyword.
    let response = patch(&alice, &a, json!({ "unread": false, "starred": true, "keywords": { "add": ["$Invoice"] } }))
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let changed: Value = response.json().await.unwrap();
    assert_eq!((changed["data"]["unread"].clone(), changed["data"]["starred"].clone()), (json!(false), json!(true)));
    let mut other = other_client(&dovecot).await;
    other.select("INBOX").await.unwrap();
    let on_server = other.fetch_headers("1:*").await.unwrap();
    let alpha = on_server.iter().find(|m| m.subject.as_deref() == Some("alpha")).unwrap();
    for flag in ["\\Seen", "\\Flagged", "$Invoice"] {
        assert!(alpha.flags.iter().any(|f| f == flag), "{flag} in {:?}", alpha.flags);
    }
    // A move keeps the id.
    let moved: Value = patch(&alice, &a, json!({ "folder": "archive" })).await.unwrap().json().await.unwrap();
    assert_eq!(moved["data"]["id"], a.as_str());
    assert_eq!(moved["data"]["folder_id"], folder("archive").as_str());
    // Delete: to the Trash first, then for good.
    let delete = |id: &str| server.delete(&alice, &format!("/messages/{id}")).send();
    assert_eq!(delete(&b).await.unwrap().status(), 204);
    assert_eq!(
        get_json(&server, &alice, &format!("/messages/{b}")).await["data"]["folder_id"],
        folder("trash").as_str()
    );
    assert_eq!(delete(&b).await.unwrap().status(), 204);
    assert_eq!(server.get(&alice, &format!("/messages/{b}")).send().await.unwrap().status(), 404);
    other.select("Trash").await.unwrap();
    assert!(other.uids().await.unwrap().is_empty(), "deleted for good");
    // A batch across two folders, with an unknown id and a stranger's attempt.
    let response = server
        .post(&alice, "/messages/batch")
        .json(&json!({ "ids": [c, a, "msg_unknown"], "update": { "unread": true } }))
        .send()
        .await
        .unwrap();
    let results: Value = response.json().await.unwrap();
    let oks: Vec<bool> = results["data"].as_array().unwrap().iter().map(|r| r["ok"].as_bool().unwrap()).collect();
    assert_eq!(oks, [true, true, false]);
    assert_eq!(results["data"][2]["error"]["code"], "not_found");
    assert_eq!(patch(&bob, &c, json!({ "unread": false })).await.unwrap().status(), 404);
    for bad in [json!({ "keywords": { "add": ["two words"] } }), json!({ "colour": "red" })] {
        assert_eq!(patch(&alice, &c, bad.clone()).await.unwrap().status(), 400, "{bad}");
    }
    let too_many: Vec<String> = (0..101).map(|i| format!("msg_{i}")).collect();
    let response =
        server.post(&alice, "/messages/batch").json(&json!({ "ids": too_many, "update": { "unread": true } })).send();
    assert_eq!(response.await.unwrap().status(), 400);

    // A pass after all of it (new mail marks it), then the feed: each change once, in order.
    dovecot.deliver_to_maildir(USER, &mail("marker", "marker@test", "x"));
    let marker =
        eventually(Duration::from_secs(20), "the marker", || message_in(&server, &alice, &account, "inbox", "marker"))
            .await;
    common::passes_later(&server, &admin, 1).await;
    let feed = get_json(&server, &alice, &format!("/accounts/{account}/changes?since={from}")).await;
    let seen: Vec<(String, String)> = feed["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["type"].as_str().unwrap().to_string(), e["message_id"].as_str().unwrap().to_string()))
        .collect();
    let expected: Vec<(String, String)> = [
        ("message.updated", &a),
        ("message.moved", &a),
        ("message.moved", &b),
        ("message.deleted", &b),
        // gamma was unread already: no change, no event.
        ("message.updated", &a),
        ("message.created", &marker["id"].as_str().unwrap().to_string()),
    ]
    .into_iter()
    .map(|(k, id)| (k.to_string(), id.to_string()))
    .collect();
    assert_eq!(seen, expected);
    let archived = folder_messages(&server, &alice, &account, "archive").await;
    assert_eq!(archived.len(), 1);
    assert_eq!(archived[0]["id"], a.as_str());
}

/// Folders made, renamed and deleted through the API: on the server, with ids kept across a
/// rename (the folder's and its messages'), and refusals for folders with a role or with mail.
#[tokio::test]
async fn folders_are_created_renamed_and_deleted() {
    let dovecot = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let admin = server.admin("root").await;
    let account = connect(&server, &alice, &dovecot).await;
    let create = |body: Value| server.post(&alice, &format!("/accounts/{account}/folders")).json(&body).send();
    let response = create(json!({ "name": "Rechnungen Ä" })).await.unwrap();
    assert_eq!(response.status(), 201);
    let parent: Value = response.json().await.unwrap();
    let parent_id = parent["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(parent["data"]["role"], Value::Null);
    let child: Value = create(json!({ "name": "2026", "parent": parent_id })).await.unwrap().json().await.unwrap();
    assert_eq!(child["data"]["name"], "Rechnungen Ä/2026", "{child}");
    let child_id = child["data"]["id"].as_str().unwrap().to_string();
    assert_eq!(create(json!({ "name": "Rechnungen Ä" })).await.unwrap().status(), 409);
    assert_eq!(create(json!({ "name": "a/b" })).await.unwrap().status(), 400);
    assert_eq!(create(json!({ "name": "" })).await.unwrap().status(), 400);
    let mut other = other_client(&dovecot).await;
    let names: Vec<String> = other.folders().await.unwrap().into_iter().map(|f| f.name).collect();
    assert!(names.contains(&"Rechnungen Ä/2026".to_string()), "{names:?}");

    // Mail in the parent; a rename keeps the folder ids and the message's id.
    other.append("Rechnungen &AMQ-", &[], &mail("invoice 7", "inv7@test", "x")).await.unwrap();
    let message = eventually(Duration::from_secs(20), "the invoice", || {
        message_in(&server, &alice, &account, &parent_id, "invoice 7")
    })
    .await;
    let rename = |id: &str, name: &str| {
        server.patch(&alice, &format!("/accounts/{account}/folders/{id}")).json(&json!({ "name": name })).send()
    };
    let renamed: Value = rename(&parent_id, "Bills").await.unwrap().json().await.unwrap();
    assert_eq!(
        (renamed["data"]["id"].as_str().unwrap(), renamed["data"]["name"].as_str().unwrap()),
        (parent_id.as_str(), "Bills")
    );
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    let child_now = folders["data"].as_array().unwrap().iter().find(|f| f["id"] == child_id.as_str()).unwrap().clone();
    assert_eq!(child_now["name"], "Bills/2026", "the subfolder follows");
    let names: Vec<String> = other.folders().await.unwrap().into_iter().map(|f| f.name).collect();
    assert!(
        names.contains(&"Bills/2026".to_string()) && !names.iter().any(|n| n.starts_with("Rechnungen")),
        "{names:?}"
    );
    common::passes_later(&server, &admin, 2).await;
    let still = message_in(&server, &alice, &account, &parent_id, "invoice 7").await.expect("still indexed");
    assert_eq!(still["id"], message["id"], "the message keeps its id");
    assert_eq!(rename(&folder_id_of(&folders, "trash"), "Bin").await.unwrap().status(), 409);

    // Delete: refused with mail or a role, done when empty.
    let delete = |id: &str| server.delete(&alice, &format!("/accounts/{account}/folders/{id}")).send();
    assert_eq!(delete(&parent_id).await.unwrap().status(), 409, "not empty");
    assert_eq!(delete(&folder_id_of(&folders, "archive")).await.unwrap().status(), 409, "a role");
    assert_eq!(delete(&child_id).await.unwrap().status(), 204);
    let names: Vec<String> = other.folders().await.unwrap().into_iter().map(|f| f.name).collect();
    assert!(!names.contains(&"Bills/2026".to_string()), "{names:?}");
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    assert!(folders["data"].as_array().unwrap().iter().all(|f| f["id"] != child_id.as_str()));
}

fn folder_id_of(folders: &Value, role: &str) -> String {
    folders["data"].as_array().unwrap().iter().find(|f| f["role"] == role).unwrap()["id"].as_str().unwrap().to_string()
}

/// An account on `dovecot` that sends through its submission service (plain text to loopback).
async fn connect_with_smtp(server: &TestServer, user: &User, dovecot: &Dovecot) -> String {
    let mut account = body(dovecot, PASSWORD);
    account["settings"]["smtp_host"] = json!("127.0.0.1");
    account["settings"]["smtp_port"] = json!(dovecot.submission_port().unwrap());
    account["settings"]["smtp_security"] = json!("none");
    let response = server.post(user, "/accounts").json(&account).send().await.unwrap();
    assert_eq!(response.status(), 201);
    response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string()
}

/// Sending through Dovecot's submission service (which relays to a recording sink): new mail
/// with Bcc on the envelope only, Idempotency-Key replays and conflicts, reply-all (own address
/// removed, thread headers, quoting), forward as attachment, the Sent copy, the original marked
/// answered, refused recipients and limits.
#[tokio::test]
async fn sending_is_idempotent_and_replies_keep_the_thread() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let plans = format!(
        "From: Bob <bob@example.org>\r\nTo: {USER}\r\nCc: carol@example.org\r\nSubject: Plans\r\nMessage-ID: <plans@example.org>\r\nReferences: <root@example.org>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\n\r\nShall we meet on Friday?\r\n"
    );
    dovecot.deliver_to_maildir(USER, plans.as_bytes());
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect_with_smtp(&server, &alice, &dovecot).await;
    let original =
        eventually(Duration::from_secs(10), "the original", || message_in(&server, &alice, &account, "inbox", "Plans"))
            .await;
    let send = |key: &str, body: Value| {
        server.post(&alice, &format!("/accounts/{account}/send")).header("Idempotency-Key", key).json(&body).send()
    };
    let relayed = || dovecot.relayed();

    // New mail; Bcc only on the envelope.
    let hello = json!({ "to": [{ "email": "dave@example.org", "name": "Dave" }], "bcc": [{ "email": "eve@example.org" }],
                        "subject": "Hello", "text": "Hi Dave" });
    let first = send("k1", hello.clone()).await.unwrap();
    assert_eq!(first.status(), 200);
    let first: Value = first.json().await.unwrap();
    let message_id = first["data"]["message_id_header"].as_str().unwrap().to_string();
    assert_eq!(relayed().len(), 1);
    assert_eq!(relayed()[0].to, ["dave@example.org", "eve@example.org"]);
    let data = String::from_utf8_lossy(&relayed()[0].data).to_string();
    assert!(data.contains(&format!("Message-ID: {message_id}")), "{data}");
    assert!(!data.contains("eve@example.org"), "Bcc stays off the message: {data}");
    // The same key and request: the first answer, nothing sent again; another request: 409.
    let again: Value = send("k1", hello.clone()).await.unwrap().json().await.unwrap();
    assert_eq!(again, first);
    assert_eq!(relayed().len(), 1);
    let other = send("k1", json!({ "to": [{ "email": "dave@example.org" }], "subject": "Other" })).await.unwrap();
    assert_eq!(other.status(), 409);
    assert!(other.text().await.unwrap().contains("idempotency_conflict"));
    // An IMAP account sends as its own address only (a name may be given); another is refused
    // before anything is sent.
    let as_other =
        json!({ "from": { "email": "boss@example.org" }, "to": [{ "email": "dave@example.org" }], "text": "x" });
    let refused = send("k-from", as_other).await.unwrap();
    assert_eq!(refused.status(), 400);
    assert!(refused.json::<Value>().await.unwrap()["error"]["fields"]["from"].is_string());
    assert_eq!(relayed().len(), 1);

    // Reply-all: to Bob and Carol, not to ourselves; thread headers; the original quoted.
    let reply = send(
        "k2",
        json!({ "text": "Friday works.", "reference": { "message_id": original["id"], "action": "reply_all" } }),
    )
    .await
    .unwrap();
    assert_eq!(reply.status(), 200);
    let sent = &relayed()[1];
    assert_eq!(sent.to, ["bob@example.org", "carol@example.org"]);
    let data = String::from_utf8_lossy(&sent.data).to_string();
    assert!(data.contains("Subject: Re: Plans"), "{data}");
    assert!(data.contains("In-Reply-To: <plans@example.org>"), "{data}");
    assert!(data.contains("<root@example.org>") && data.contains("References:"), "{data}");
    assert!(data.contains("> Shall we meet on Friday?"), "{data}");
    // The original is marked answered on the server; the Sent folder holds both copies.
    let mut other_imap = other_client(&dovecot).await;
    other_imap.select("INBOX").await.unwrap();
    let flags = other_imap.fetch_headers("1:*").await.unwrap()[0].flags.clone();
    assert!(flags.iter().any(|f| f == "\\Answered"), "{flags:?}");
    other_imap.select("Sent").await.unwrap();
    assert_eq!(other_imap.uids().await.unwrap().len(), 2);

    // Forward as an attachment.
    let forward = send(
        "k3",
        json!({ "to": [{ "email": "frank@example.org" }],
        "reference": { "message_id": original["id"], "action": "forward", "forward_as": "attachment" } }),
    )
    .await
    .unwrap();
    assert_eq!(forward.status(), 200);
    let data = String::from_utf8_lossy(&relayed()[2].data).to_string();
    assert!(data.contains("Subject: Fwd: Plans") && data.contains("message/rfc822"), "{data}");
    other_imap.select("INBOX").await.unwrap();
    let flags = other_imap.fetch_headers("1:*").await.unwrap()[0].flags.clone();
    assert!(flags.iter().any(|f| f == "$Forwarded"), "{flags:?}");
    // Inline: the original's header block and text under the new text.
    let inline = send(
        "k3b",
        json!({ "to": [{ "email": "frank@example.org" }], "subject": "Fwd: Plans", "text": "FYI",
        "reference": { "message_id": original["id"], "action": "forward" } }),
    )
    .await
    .unwrap();
    assert_eq!(inline.status(), 200);
    let data = String::from_utf8_lossy(&relayed()[3].data).to_string();
    assert!(data.contains("Subject: Fwd: Plans\r\n") && !data.contains("Fwd: Fwd:"), "{data}");
    assert!(
        data.contains("FYI") && data.contains("Forwarded message") && data.contains("Shall we meet on Friday?"),
        "{data}"
    );

    // A refused recipient: 422 naming it, nothing sent; the same key gives the same answer.
    let refused =
        json!({ "to": [{ "email": "reject-me@example.org" }, { "email": "gina@example.org" }], "subject": "x" });
    let response = send("k4", refused.clone()).await.unwrap();
    assert_eq!(response.status(), 422);
    let error: Value = response.json().await.unwrap();
    assert_eq!(error["error"]["code"], "recipient_rejected");
    assert_eq!(error["error"]["fields"]["recipients"], "reject-me@example.org");
    assert_eq!(send("k4", refused).await.unwrap().json::<Value>().await.unwrap(), error);
    assert_eq!(relayed().len(), 4);

    // Limits and bad input.
    let many: Vec<Value> = (0..101).map(|i| json!({ "email": format!("r{i}@example.org") })).collect();
    assert_eq!(send("k5", json!({ "to": many, "subject": "x" })).await.unwrap().status(), 400);
    assert_eq!(send("k6", json!({ "subject": "nobody" })).await.unwrap().status(), 400);
    assert_eq!(send("k7", json!({ "to": [{ "email": "a@b.test>, c@d.test" }] })).await.unwrap().status(), 400);
    // Concurrent duplicates: the second waits for the first and gets its answer.
    let twice = json!({ "to": [{ "email": "ivy@example.org" }], "subject": "once only" });
    let (a, b) = tokio::join!(send("k8", twice.clone()), send("k8", twice.clone()));
    let (a, b): (Value, Value) = (a.unwrap().json().await.unwrap(), b.unwrap().json().await.unwrap());
    assert_eq!(a, b);
    assert_eq!(relayed().len(), 5, "one copy for two concurrent requests");
    // An attachment taken from a message, one uploaded; more than 25 MiB is refused.
    let with_file = format!(
        "From: bob@example.org\r\nTo: {USER}\r\nSubject: scan\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nsee\r\n--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=scan.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b--\r\n"
    );
    dovecot.deliver_to_maildir(USER, with_file.as_bytes());
    let scan =
        eventually(Duration::from_secs(20), "the scan", || message_in(&server, &alice, &account, "inbox", "scan"))
            .await;
    let response = send(
        "k9",
        json!({ "to": [{ "email": "jo@example.org" }], "subject": "files", "attachments": [
        { "message_id": scan["id"], "index": 0 },
        { "filename": "notes.txt", "content_type": "text/plain", "content_base64": "aGVsbG8=" } ] }),
    )
    .await
    .unwrap();
    assert_eq!(response.status(), 200);
    let parts = postern_mail::parse::attachments(&relayed()[5].data);
    let names: Vec<_> = parts.iter().map(|p| p.filename.clone().unwrap_or_default()).collect();
    assert_eq!(names, ["scan.pdf", "notes.txt"]);
    let huge = "A".repeat(26 * 1024 * 1024 / 3 * 4 + 4);
    let response = send(
        "k10",
        json!({ "to": [{ "email": "jo@example.org" }], "subject": "big", "attachments": [
        { "filename": "big.bin", "content_type": "application/octet-stream", "content_base64": huge } ] }),
    )
    .await
    .unwrap();
    assert_eq!(response.status(), 413);
    assert_eq!(relayed().len(), 6);

    let no_key = server
        .post(&alice, &format!("/accounts/{account}/send"))
        .json(&json!({ "to": [{ "email": "hank@example.org" }], "subject": "no key" }))
        .send()
        .await
        .unwrap();
    assert_eq!(no_key.status(), 200);
    assert_eq!(relayed().len(), 7);
}

/// Drafts in the Drafts folder: saved (Bcc kept), saved again under the same id, listed, a reply
/// draft, sent (Bcc only on the envelope, the draft gone, the original answered, a retry
/// answered from the first send) and deleted.
#[tokio::test]
async fn drafts_are_saved_updated_sent_and_deleted() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    dovecot.deliver_to_maildir(USER, &mail("Plans", "plans@example.org", "Friday?"));
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect_with_smtp(&server, &alice, &dovecot).await;
    let original =
        eventually(Duration::from_secs(10), "the original", || message_in(&server, &alice, &account, "inbox", "Plans"))
            .await;
    let drafts = format!("/accounts/{account}/drafts");

    let created = server
        .post(&alice, &drafts)
        .json(&json!({ "to": [{ "email": "bob@example.org" }], "bcc": [{ "email": "hidden@example.org" }],
                       "subject": "Draft 1", "text": "first" }))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let draft: Value = created.json().await.unwrap();
    let draft_id = draft["data"]["id"].as_str().unwrap().to_string();
    let mut other = other_client(&dovecot).await;
    other.select("Drafts").await.unwrap();
    let on_server = other.fetch_headers("1:*").await.unwrap();
    assert_eq!(on_server.len(), 1);
    assert!(on_server[0].flags.iter().any(|f| f == "\\Draft"), "{:?}", on_server[0].flags);
    let raw = String::from_utf8(other.fetch_raw(on_server[0].uid).await.unwrap().unwrap()).unwrap();
    assert!(raw.contains("hidden@example.org"), "a draft keeps its Bcc: {raw}");

    // Saved again: same id, new content, one copy on the server.
    let updated: Value = server
        .patch(&alice, &format!("{drafts}/{draft_id}"))
        .json(&json!({ "to": [{ "email": "bob@example.org" }], "bcc": [{ "email": "hidden@example.org" }],
                       "subject": "Draft 2", "text": "second" }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        (updated["data"]["id"].as_str().unwrap(), updated["data"]["subject"].as_str().unwrap()),
        (draft_id.as_str(), "Draft 2")
    );
    other.select("Drafts").await.unwrap();
    assert_eq!(other.uids().await.unwrap().len(), 1);
    let listed = get_json(&server, &alice, &drafts).await;
    assert_eq!(listed["data"].as_array().unwrap().len(), 1);
    assert_eq!(listed["data"][0]["id"], draft_id.as_str());
    let read = get_json(&server, &alice, &format!("/messages/{draft_id}")).await;
    assert_eq!(
        read["data"]["bcc"],
        json!([{ "name": null, "email": "hidden@example.org" }]),
        "a draft's Bcc is read back"
    );

    // A reply draft.
    let reply: Value = server
        .post(&alice, &drafts)
        .json(&json!({ "text": "Friday works.", "reference": { "message_id": original["id"], "action": "reply" } }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(reply["data"]["subject"], "Re: Plans");
    let reply_id = reply["data"]["id"].as_str().unwrap().to_string();
    // Edited later with its whole content (as read back, quote included) and no reference: still
    // a reply to the same message, quoted once.
    let read_back = get_json(&server, &alice, &format!("/messages/{reply_id}")).await;
    let text = read_back["data"]["text"].as_str().unwrap().replace("Friday works.", "Friday works, at noon.");
    let edited = server
        .patch(&alice, &format!("{drafts}/{reply_id}"))
        .json(&json!({ "to": [{ "email": "plans@example.org" }], "subject": "Re: Plans", "text": text }))
        .send()
        .await
        .unwrap();
    assert_eq!(edited.status(), 200);

    // Sent: envelope with the Bcc, message without it; the draft is gone; a retry replays.
    let send =
        |id: &str, key: &str| server.post(&alice, &format!("{drafts}/{id}/send")).header("Idempotency-Key", key).send();
    let sent = send(&draft_id, "d1").await.unwrap();
    assert_eq!(sent.status(), 200);
    let sent: Value = sent.json().await.unwrap();
    let relayed = dovecot.relayed();
    assert_eq!(relayed.len(), 1);
    assert_eq!(relayed[0].to, ["bob@example.org", "hidden@example.org"]);
    let data = String::from_utf8_lossy(&relayed[0].data).to_string();
    assert!(data.contains("Subject: Draft 2") && !data.contains("hidden@") && !data.contains("X-Postern"), "{data}");
    assert_eq!(server.get(&alice, &format!("/messages/{draft_id}")).send().await.unwrap().status(), 404);
    assert_eq!(send(&draft_id, "d1").await.unwrap().json::<Value>().await.unwrap(), sent);
    assert_eq!(dovecot.relayed().len(), 1);
    // The reply draft: the original is answered once it goes out.
    assert_eq!(send(&reply_id, "d2").await.unwrap().status(), 200);
    let data = String::from_utf8_lossy(&dovecot.relayed()[1].data).to_string();
    assert!(data.contains("In-Reply-To: <plans@example.org>"), "{data}");
    assert!(data.contains("at noon") && data.matches("> Friday?").count() == 1, "quoted once: {data}");
    other.select("INBOX").await.unwrap();
    assert!(other.fetch_headers("1:*").await.unwrap()[0].flags.iter().any(|f| f == "\\Answered"));

    // Deleted.
    let third: Value =
        server.post(&alice, &drafts).json(&json!({ "subject": "scrap" })).send().await.unwrap().json().await.unwrap();
    let third_id = third["data"]["id"].as_str().unwrap();
    assert_eq!(server.delete(&alice, &format!("{drafts}/{third_id}")).send().await.unwrap().status(), 204);
    other.select("Drafts").await.unwrap();
    assert!(other.uids().await.unwrap().is_empty());
    assert_eq!(server.delete(&alice, &format!("{drafts}/{third_id}")).send().await.unwrap().status(), 404);
}

/// A folder renamed by another client keeps its id, and its messages theirs (matched by
/// UIDVALIDITY, which the server keeps across RENAME).
#[tokio::test]
async fn a_folder_renamed_by_another_client_keeps_its_ids() {
    let dovecot = Dovecot::start();
    dovecot.create_folder(USER, "Projects");
    dovecot.deliver_to_folder(USER, "Projects", &mail("kickoff", "kickoff@test", "x"));
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let folder_id = eventually(Duration::from_secs(10), "the Projects folder", || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        let found = folders["data"].as_array().unwrap().iter().find(|f| f["name"] == "Projects").cloned();
        found.map(|f| f["id"].as_str().unwrap().to_string())
    })
    .await;
    let message = eventually(Duration::from_secs(10), "the message", || {
        message_in(&server, &alice, &account, &folder_id, "kickoff")
    })
    .await;
    let mut other = other_client(&dovecot).await;
    other.rename_folder("Projects", "Clients").await.unwrap();
    eventually(Duration::from_secs(40), "the rename", || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        let renamed =
            folders["data"].as_array().unwrap().iter().any(|f| f["id"] == folder_id.as_str() && f["name"] == "Clients");
        renamed.then_some(())
    })
    .await;
    let after = message_in(&server, &alice, &account, &folder_id, "kickoff").await.expect("still there");
    assert_eq!(after["id"], message["id"]);
    let events = server.store.account_events(&account).await.unwrap();
    assert!(events.iter().all(|(kind, _)| kind != "message.deleted" && kind != "message.created"), "{events:?}");
}

/// What a server cannot do is shown with the account and refused with 501 `not_supported`
/// naming it, before anything changes: without MOVE and UIDPLUS, no move and no deleting for
/// good (a plain EXPUNGE would also remove what other clients marked `\Deleted`).
#[tokio::test]
async fn what_a_server_cannot_do_is_shown_and_refused_as_not_supported() {
    let plain = "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE SORT NAMESPACE CHILDREN UNSELECT LIST-EXTENDED \
                 I18NLEVEL=1 SPECIAL-USE";
    let dovecot =
        Dovecot::start_with(DovecotOptions { condstore: false, capability: Some(plain), ..DovecotOptions::default() });
    dovecot.deliver_to_maildir(USER, &mail("keep me", "keep@test", "a"));
    let full = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = connect(&server, &alice, &dovecot).await;
    let messages = eventually(Duration::from_secs(10), "the first sync", || async {
        let messages = folder_messages(&server, &alice, &account, "inbox").await;
        (messages.len() == 1).then_some(messages)
    })
    .await;
    let supports = |a: &Value| -> Vec<String> {
        a["data"]["supports"].as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect()
    };
    let shown = supports(&get_json(&server, &alice, &format!("/accounts/{account}")).await);
    for can in ["folders", "flags", "search", "push"] {
        assert!(shown.iter().any(|s| s == can), "{can} in {shown:?}");
    }
    for cannot in ["move", "trash", "purge", "send"] {
        assert!(!shown.iter().any(|s| s == cannot), "{cannot} not in {shown:?}");
    }

    let id = messages[0]["id"].as_str().unwrap();
    let moved =
        server.patch(&alice, &format!("/messages/{id}")).json(&json!({ "folder": "archive" })).send().await.unwrap();
    assert_eq!(moved.status(), 501);
    let body: Value = moved.json().await.unwrap();
    assert_eq!(body["error"]["code"], "not_supported");
    assert!(body["error"]["message"].as_str().unwrap().contains("`move`"), "{body}");
    let purged = server.delete(&alice, &format!("/messages/{id}?permanent=true")).send().await.unwrap();
    assert_eq!(purged.status(), 501);
    let body: Value = purged.json().await.unwrap();
    assert!(body["error"]["message"].as_str().unwrap().contains("`purge`"), "{body}");
    // Nothing changed on the server.
    let mut other = other_client(&dovecot).await;
    other.select("INBOX").await.unwrap();
    assert_eq!(other.uids().await.unwrap().len(), 1);

    // A server that has MOVE and UIDPLUS can do both.
    let account = connect(&server, &alice, &full).await;
    let shown = eventually(Duration::from_secs(10), "the folder list", || async {
        let shown = supports(&get_json(&server, &alice, &format!("/accounts/{account}")).await);
        shown.iter().any(|s| s == "trash").then_some(shown)
    })
    .await;
    for can in ["move", "trash", "purge", "drafts"] {
        assert!(shown.iter().any(|s| s == can), "{can} in {shown:?}");
    }
}

#[tokio::test]
async fn an_imap_accounts_verdicts_come_from_the_authserv_id_it_names() {
    let dovecot = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let admin = server.admin("root").await;
    let mut with_id = body(&dovecot, PASSWORD);
    with_id["settings"]["authserv_id"] = json!("not a host name");
    let refused = server.post(&alice, "/accounts").json(&with_id).send().await.unwrap();
    assert_eq!(refused.status(), 400);
    with_id["settings"]["authserv_id"] = json!("MX.Postern-Test.Example");
    let created: Value = server.post(&alice, "/accounts").json(&with_id).send().await.unwrap().json().await.unwrap();
    assert_eq!(created["data"]["settings"]["authserv_id"], "mx.postern-test.example");
    let account = created["data"]["id"].as_str().unwrap().to_string();
    eventually(Duration::from_secs(10), "the first pass", || async {
        let a = get_json(&server, &alice, &format!("/accounts/{account}")).await;
        (a["data"]["sync"]["state"] == "idle").then_some(())
    })
    .await;

    // The server's own field says GitHub's mail failed; the sender's, below it and under
    // another name, says it passed.
    let stamped = |dmarc: &str, code: &str| {
        let mut raw = format!(
            "Authentication-Results: mx.postern-test.example; spf=pass smtp.mailfrom=mailer.test;\r\n dmarc={dmarc} header.from=github.test\r\nAuthentication-Results: mx.mailer.test; dmarc=pass header.from=github.test\r\n"
        )
        .into_bytes();
        raw.extend(mail("Your GitHub code", &format!("{code}@test"), &format!("Your GitHub code is {code}.")));
        raw
    };
    let waiting = {
        let path =
            format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20&from_domain=github.test");
        let request = server.get(&alice, &path);
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    common::until_waits_open(&server, &admin, 1).await;
    dovecot.deliver_to_maildir(USER, &stamped("fail", "111111"));
    dovecot.deliver_to_maildir(USER, &stamped("pass", "482913"));
    let found: Value = waiting.await.unwrap().json().await.unwrap();
    assert_eq!(found["data"]["otp"], "482913", "{found}");
    assert_eq!(found["data"]["authentication"]["source"], "provider");
}
