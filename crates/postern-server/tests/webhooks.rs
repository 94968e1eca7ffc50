//! Webhooks (docs/WEBHOOKS.md) against receivers on loopback: mail delivered by SMTP reaches an
//! endpoint signed as Standard Webhooks says (verified with `postern_core::webhook`, which the
//! official package's vector checks), with its code; an endpoint that answers 503 or 429 with
//! `Retry-After` gets the same event again (the same `webhook-id`) and then the next, in order;
//! one that keeps failing is paused past the horizon with its events kept, and resumes from its
//! cursor; a rotation signs with both secrets; URLs that lead inside are refused.

mod common;

use common::{TestServer, User, eventually, get_json};
use postern_core::webhook::{Secret, verify};
use postern_server::ApiConfig;
use postern_testkit::hooks::Receiver;
use serde_json::{Value, json};
use std::time::Duration;

/// A user with the usual rights on what it owns, and `webhooks.manage`.
async fn hooker(server: &TestServer, name: &str) -> User {
    let mut grants = serde_json::to_value(postern_core::rights::personal()).unwrap();
    grants.as_array_mut().unwrap().push(json!({ "allow": ["webhooks.manage"] }));
    server.user_with(name, grants).await.1
}

async fn create(server: &TestServer, user: &User, body: Value) -> (u16, Value) {
    let response = server.post(user, "/webhooks").json(&body).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

/// Alice's Dovecot mailbox connected as `user`'s account, once its first sync is over (mail that
/// arrives during a first sync is indexed without events).
async fn connected(server: &TestServer, user: &User, dovecot: &postern_testkit::Dovecot) -> String {
    let body = json!({
        "provider": "imap", "email": "alice@example.test",
        "settings": { "imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none" },
        "credentials": { "password": "alicepass" },
    });
    let made = server.post(user, "/accounts").json(&body).send().await.unwrap();
    assert_eq!(made.status(), 201);
    let account = made.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    eventually(Duration::from_secs(20), "the first sync", || async {
        let shown = get_json(server, user, &format!("/accounts/{account}")).await;
        (!shown["data"]["sync"]["last_synced_at"].is_null()).then_some(())
    })
    .await;
    account
}

/// Checks every post's signature with one of `secrets`; the events' ids and bodies in order.
fn verified(hooks: &Receiver, secrets: &[&Secret]) -> Vec<(String, Value)> {
    let now = postern_core::Timestamp::now().micros() / 1_000_000;
    hooks
        .posts()
        .iter()
        .map(|p| {
            assert!(
                secrets.iter().any(|s| verify(s, &p.id, &p.timestamp, &p.signature, &p.body, now).is_ok()),
                "a post that does not verify: {} {}",
                p.id,
                p.signature
            );
            (p.id.clone(), p.json())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mail_reaches_endpoints_signed_in_order_and_nothing_is_dropped() {
    let server = TestServer::with_config(ApiConfig {
        internal_hosts: vec!["127.0.0.1".into()],
        webhook_horizon: Duration::from_secs(3),
        ..ApiConfig::default()
    })
    .await;
    let alice = hooker(&server, "alice").await;
    let bob = hooker(&server, "bob").await;
    let (inbox, address) = server.inbox(&alice).await;
    let (bobs_inbox, _) = server.inbox(&bob).await;
    let hooks = Receiver::start().await;

    // What leads inside, or names what the caller may not read, is refused.
    for (body, field) in [
        (json!({ "url": "http://hooks.example.com/in" }), "url"),
        (json!({ "url": "https://169.254.169.254/latest/meta-data" }), "url"),
        (json!({ "url": "http://127.0.0.2:9/in" }), "url"),
        (json!({ "url": "https://localhost:9/in" }), "internal address"),
        (json!({ "url": hooks.url, "events": ["mail.exploded"] }), "events"),
    ] {
        let (status, answer) = create(&server, &alice, body).await;
        assert_eq!(status, 400, "{answer}");
        assert!(answer["error"]["message"].as_str().unwrap().contains(field), "{answer}");
    }
    let (status, _) = create(&server, &alice, json!({ "url": hooks.url, "inboxes": [bobs_inbox] })).await;
    assert!(status == 403 || status == 404, "{status}");

    let (status, created) =
        create(&server, &alice, json!({ "url": hooks.url, "events": ["message.*"], "inboxes": [inbox] })).await;
    assert_eq!(status, 201, "{created}");
    let id = created["data"]["id"].as_str().unwrap().to_string();
    let secret = Secret::parse(created["data"]["secret"].as_str().unwrap()).unwrap();
    let shown = get_json(&server, &alice, &format!("/webhooks/{id}")).await;
    assert!(!shown.to_string().contains("whsec_"), "the secret is shown once: {shown}");
    assert_eq!(shown["data"]["status"], "active");
    assert_eq!(server.get(&bob, &format!("/webhooks/{id}")).send().await.unwrap().status(), 404);

    // A code by SMTP: a signed post whose payload carries it.
    let sent = server.send(&[&address], "From: a@acme.test\nSubject: Your code\n\nYour code is 482913\n").await;
    assert!(sent.iter().any(|r| r.starts_with("250 2.0.0")), "{sent:?}");
    eventually(Duration::from_secs(10), "the first post", || async { (hooks.count() > 0).then_some(()) }).await;
    let posts = verified(&hooks, &[&secret]);
    assert_eq!(posts[0].1["type"], "message.received");
    assert_eq!(posts[0].1["data"]["inbox_id"], inbox.as_str());
    assert_eq!(posts[0].1["data"]["otp"], "482913");
    assert!(posts[0].0.starts_with("evt_"));

    // Two failures with Retry-After, then the same event again and the next, in order.
    hooks.fail_next(&[503, 429]);
    for subject in ["Second", "Third"] {
        server.send(&[&address], &format!("From: a@acme.test\nSubject: {subject}\n\nhello\n")).await;
    }
    eventually(Duration::from_secs(20), "the later posts", || async { (hooks.count() >= 5).then_some(()) }).await;
    let posts = verified(&hooks, &[&secret]);
    let ids: Vec<&str> = posts.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids[1], ids[2], "a retry carries the same webhook-id");
    assert_eq!(ids[2], ids[3], "{ids:?}");
    assert_ne!(ids[3], ids[4]);
    let subjects: Vec<&str> = posts.iter().filter_map(|(_, p)| p["data"]["subject"].as_str()).collect();
    assert_eq!(subjects, ["Your code", "Second", "Second", "Second", "Third"]);
    // The receiver has the fifth post a moment before its attempt is recorded.
    let shown = eventually(Duration::from_secs(10), "the fifth attempt recorded", || async {
        let shown = get_json(&server, &alice, &format!("/webhooks/{id}")).await;
        (shown["data"]["attempts"].as_array().map(Vec::len) == Some(5)).then_some(shown)
    })
    .await;
    let statuses: Vec<&Value> = shown["data"]["attempts"].as_array().unwrap().iter().map(|a| &a["status"]).collect();
    assert_eq!(statuses, [&json!(200), &json!(200), &json!(429), &json!(503), &json!(200)], "newest first");
    assert_eq!(shown["data"]["status"], "active");

    // A rotation: both secrets sign for the grace period.
    let rotated = server.post(&alice, &format!("/webhooks/{id}/secret")).json(&json!({})).send().await.unwrap();
    assert_eq!(rotated.status(), 200);
    let new_secret = Secret::parse(rotated.json::<Value>().await.unwrap()["data"]["secret"].as_str().unwrap()).unwrap();
    let tested = server.post(&alice, &format!("/webhooks/{id}/test")).send().await.unwrap();
    let tested: Value = tested.json().await.unwrap();
    assert_eq!(tested["data"]["delivered"], true, "{tested}");
    let last = hooks.posts().pop().unwrap();
    assert_eq!(last.signature.split(' ').count(), 2, "two signatures during the grace period");
    verified(&hooks, &[&new_secret, &secret]);
    let now = postern_core::Timestamp::now().micros() / 1_000_000;
    assert!(verify(&new_secret, &last.id, &last.timestamp, &last.signature, &last.body, now).is_ok());
    assert!(verify(&secret, &last.id, &last.timestamp, &last.signature, &last.body, now).is_ok());

    // One event posted again, under its id; then everything since the endpoint began, in order.
    let first = posts[0].0.clone();
    let again = server.post(&alice, &format!("/webhooks/{id}/redeliver")).json(&json!({ "event_id": first })).send();
    let again: Value = again.await.unwrap().json().await.unwrap();
    assert_eq!(again["data"]["delivered"], true, "{again}");
    assert_eq!(hooks.posts().pop().unwrap().id, first);
    let unknown = server.post(&alice, &format!("/webhooks/{id}/redeliver")).json(&json!({ "event_id": "evt_none" }));
    assert_eq!(unknown.send().await.unwrap().status(), 404);
    let before = hooks.count();
    let since = created["data"]["cursor"].as_str().unwrap();
    let replayed = server.post(&alice, &format!("/webhooks/{id}/replay")).json(&json!({ "since": since })).send();
    assert_eq!(replayed.await.unwrap().status(), 200);
    eventually(Duration::from_secs(10), "the replay", || async { (hooks.count() >= before + 3).then_some(()) }).await;
    let replay: Vec<String> =
        verified(&hooks, &[&new_secret, &secret])[before..].iter().map(|(id, _)| id.clone()).collect();
    assert_eq!(replay, [ids[0], ids[1], ids[4]].map(str::to_string), "the three events again, in order");
    let bad = server.post(&alice, &format!("/webhooks/{id}/replay")).json(&json!({ "since": "yesterday" })).send();
    assert_eq!(bad.await.unwrap().status(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_endpoint_failing_past_the_horizon_is_paused_and_resumes_from_its_cursor() {
    let server = TestServer::with_config(ApiConfig {
        internal_hosts: vec!["127.0.0.1".into()],
        webhook_horizon: Duration::from_secs(3),
        ..ApiConfig::default()
    })
    .await;
    let alice = hooker(&server, "alice").await;
    let (inbox, address) = server.inbox(&alice).await;
    // Nothing listens on the port yet: the connection is refused.
    let reserved = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = reserved.local_addr().unwrap();
    drop(reserved);
    let url = format!("http://{at}/hooks");
    let (status, created) = create(&server, &alice, json!({ "url": url, "inboxes": [inbox] })).await;
    assert_eq!(status, 201, "{created}");
    let id = created["data"]["id"].as_str().unwrap().to_string();
    let secret = Secret::parse(created["data"]["secret"].as_str().unwrap()).unwrap();
    server.send(&[&address], "From: a@acme.test\nSubject: Kept\n\nYour code is 771204\n").await;
    let paused = eventually(Duration::from_secs(20), "the pause", || async {
        let shown = get_json(&server, &alice, &format!("/webhooks/{id}")).await;
        (shown["data"]["status"] == "paused").then_some(shown)
    })
    .await;
    assert!(paused["data"]["paused_reason"].as_str().unwrap().contains("refused"), "{paused}");
    assert!(paused["data"]["failures"].as_u64().unwrap() >= 2);

    // The endpoint is back; enabled again, it gets the kept event.
    let hooks = Receiver::on(tokio::net::TcpListener::bind(at).await.unwrap()).await;
    let resumed =
        server.patch(&alice, &format!("/webhooks/{id}")).json(&json!({ "enabled": true })).send().await.unwrap();
    assert_eq!(resumed.status(), 200);
    eventually(Duration::from_secs(10), "the kept event", || async { (hooks.count() > 0).then_some(()) }).await;
    let posts = verified(&hooks, &[&secret]);
    assert_eq!(posts[0].1["data"]["otp"], "771204");
    assert_eq!(get_json(&server, &alice, &format!("/webhooks/{id}")).await["data"]["status"], "active");

    // Disabled, its events are not kept: what the purge took is told in one `webhook.missed`
    // before the next event.
    let at_first = hooks.count();
    let patch = |enabled: bool| server.patch(&alice, &format!("/webhooks/{id}")).json(&json!({ "enabled": enabled }));
    assert_eq!(patch(false).send().await.unwrap().status(), 200);
    let cursor = get_json(&server, &alice, &format!("/webhooks/{id}")).await["data"]["cursor"].clone();
    server.send(&[&address], "From: a@acme.test\nSubject: Lost\n\nYour code is 100200\n").await;
    let later = postern_core::Timestamp(postern_core::Timestamp::now().micros() + 1_000_000);
    assert!(server.store.purge_changes(later).await.unwrap() >= 1);
    server.send(&[&address], "From: a@acme.test\nSubject: After\n\nYour code is 300400\n").await;
    assert_eq!(patch(true).send().await.unwrap().status(), 200);
    eventually(Duration::from_secs(10), "the missed notice and the next event", || async {
        (hooks.count() >= at_first + 2).then_some(())
    })
    .await;
    let posts = verified(&hooks, &[&secret]);
    let (missed_id, missed) = &posts[at_first];
    assert_eq!(missed["type"], "webhook.missed", "{missed}");
    assert_eq!(missed["data"]["after"], cursor);
    assert!(missed_id.starts_with("evt_missed_"));
    assert_eq!(posts[at_first + 1].1["data"]["subject"], "After");
    assert!(posts.iter().all(|(_, p)| p["data"]["subject"] != "Lost"));

    let deleted = server.delete(&alice, &format!("/webhooks/{id}")).send().await.unwrap();
    assert_eq!(deleted.status(), 204);
    assert!(get_json(&server, &alice, "/webhooks").await["data"].as_array().unwrap().is_empty());
}

/// mailsocket's shape: an inbox's webhook, `webhook_configured` on the inbox, and a code by
/// SMTP posted with the code in its payload.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inbox_webhook_in_mailsocket_shape_gets_the_code() {
    let server =
        TestServer::with_config(ApiConfig { internal_hosts: vec!["127.0.0.1".into()], ..ApiConfig::default() }).await;
    let alice = hooker(&server, "alice").await;
    let (inbox, address) = server.inbox(&alice).await;
    assert_eq!(get_json(&server, &alice, &format!("/inboxes/{inbox}")).await["data"]["webhook_configured"], false);
    let hooks = Receiver::start().await;
    let put = server.put(&alice, &format!("/inboxes/{inbox}/webhook")).json(&json!({ "url": hooks.url })).send().await;
    let put = put.unwrap();
    assert_eq!(put.status(), 201);
    let secret = Secret::parse(put.json::<Value>().await.unwrap()["data"]["secret"].as_str().unwrap()).unwrap();
    assert_eq!(get_json(&server, &alice, &format!("/inboxes/{inbox}")).await["data"]["webhook_configured"], true);
    server.send(&[&address], "From: a@acme.test\nSubject: Sign in\n\nYour code is 650193\n").await;
    eventually(Duration::from_secs(10), "the post", || async { (hooks.count() > 0).then_some(()) }).await;
    let posts = verified(&hooks, &[&secret]);
    assert_eq!(
        (posts[0].1["type"].as_str(), posts[0].1["data"]["otp"].as_str()),
        (Some("message.received"), Some("650193"))
    );
    let again =
        server.put(&alice, &format!("/inboxes/{inbox}/webhook")).json(&json!({ "url": hooks.url })).send().await;
    assert_eq!(again.unwrap().status(), 200, "pointed again, not made twice");
    let gone = server.delete(&alice, &format!("/inboxes/{inbox}/webhook")).send().await.unwrap();
    assert_eq!(gone.status(), 204);
    assert_eq!(get_json(&server, &alice, &format!("/inboxes/{inbox}")).await["data"]["webhook_configured"], false);
}

/// An endpoint's owner whose grant reaches one folder of an account gets that folder's events
/// and no other's; once the grant is taken away, nothing more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_scoped_owner_gets_only_its_folders_events() {
    use postern_testkit::{Dovecot, DovecotOptions};
    const USER: &str = "alice@example.test";
    let dovecot = Dovecot::start_with(DovecotOptions::default());
    dovecot.create_folder(USER, "Invoices");
    let server = TestServer::for_accounts().await;
    let admin = server.admin("root").await;
    let alice = server.user("alice").await;
    let account = connected(&server, &alice, &dovecot).await;
    let invoices = eventually(Duration::from_secs(20), "the folders", || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        folders["data"]
            .as_array()?
            .iter()
            .find(|f| f["name"] == "Invoices")
            .map(|f| f["id"].as_str().unwrap().to_string())
    })
    .await;
    let grants = json!([
        { "accounts": [account], "allow": ["mail.read", "accounts.read"], "folders": ["Invoices"] },
        { "allow": ["webhooks.manage"] },
    ]);
    let (books_id, books) = server.user_with("books", grants).await;
    let hooks = Receiver::start().await;
    let (status, created) = create(&server, &books, json!({ "url": hooks.url })).await;
    assert_eq!(status, 201, "{created}");
    let secret = Secret::parse(created["data"]["secret"].as_str().unwrap()).unwrap();

    let mail = |subject: &str| format!("From: s@service.test\r\nTo: {USER}\r\nSubject: {subject}\r\n\r\nhello\r\n");
    dovecot.deliver_to_maildir(USER, mail("Private letter").as_bytes());
    dovecot.deliver_to_folder(USER, "Invoices", mail("Invoice 3").as_bytes());
    eventually(Duration::from_secs(20), "the invoice's post", || async { (hooks.count() > 0).then_some(()) }).await;
    // Both were indexed (alice sees the letter); books's endpoint got the invoice alone.
    eventually(Duration::from_secs(20), "the letter indexed", || async {
        let listed = get_json(&server, &alice, &format!("/accounts/{account}/messages?folder=inbox")).await;
        listed["data"].as_array()?.iter().any(|m| m["subject"] == "Private letter").then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let posts = verified(&hooks, &[&secret]);
    assert!(posts.iter().all(|(_, p)| p["data"]["folder_id"] == invoices.as_str()), "{posts:?}");
    assert!(posts.iter().any(|(_, p)| p["data"]["subject"] == "Invoice 3"));

    // The grant taken away: nothing more, at once.
    let revoked = server
        .patch(&admin, &format!("/users/{books_id}"))
        .json(&json!({ "grants": [{ "allow": ["webhooks.manage"] }] }))
        .send()
        .await
        .unwrap();
    assert_eq!(revoked.status(), 200);
    let before = hooks.count();
    dovecot.deliver_to_folder(USER, "Invoices", mail("Invoice 4").as_bytes());
    eventually(Duration::from_secs(20), "invoice 4 indexed", || async {
        let listed = get_json(&server, &alice, &format!("/accounts/{account}/messages?folder={invoices}")).await;
        listed["data"].as_array()?.iter().any(|m| m["subject"] == "Invoice 4").then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(hooks.count(), before, "a revoked right stops the posts");
}

/// An account's changes of status reach an endpoint whose owner may read the account: its
/// server stops (`account.error`, with the reason of then), comes back (`account.connected`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_failing_and_coming_back_is_posted() {
    use postern_testkit::{Dovecot, DovecotOptions};
    const USER: &str = "alice@example.test";
    let mut dovecot = Dovecot::start_with(DovecotOptions::default());
    let server = TestServer::for_accounts().await;
    let alice = hooker(&server, "alice").await;
    let hooks = Receiver::start().await;
    let (status, created) = create(&server, &alice, json!({ "url": hooks.url, "events": ["account.*"] })).await;
    assert_eq!(status, 201, "{created}");
    let secret = Secret::parse(created["data"]["secret"].as_str().unwrap()).unwrap();
    let account = connected(&server, &alice, &dovecot).await;
    dovecot.stop();
    let kinds = || verified(&hooks, &[&secret]).into_iter().map(|(_, p)| p).collect::<Vec<Value>>();
    eventually(Duration::from_secs(30), "account.error", || async {
        kinds().iter().any(|p| p["type"] == "account.error").then_some(())
    })
    .await;
    dovecot.restart();
    eventually(Duration::from_secs(60), "account.connected", || async {
        kinds().iter().any(|p| p["type"] == "account.connected").then_some(())
    })
    .await;
    let posts = kinds();
    let types: Vec<&str> = posts.iter().filter_map(|p| p["type"].as_str()).collect();
    assert_eq!(types, ["account.created", "account.error", "account.connected"], "{posts:?}");
    let error = &posts[1]["data"];
    assert_eq!((error["account_id"].as_str(), error["email"].as_str()), (Some(account.as_str()), Some(USER)));
    assert_eq!((error["status"].as_str(), error["previous_status"].as_str()), (Some("unreachable"), Some("connected")));
    assert!(error["reason"].as_str().is_some_and(|r| !r.is_empty()), "{error}");
    assert_eq!(posts[2]["data"]["status"], "connected");
}

/// A user has at most 100 endpoints: the next is refused with 409 `conflict` until one goes.
#[tokio::test]
async fn a_user_has_at_most_a_hundred_endpoints() {
    let server = TestServer::for_accounts().await;
    let carol = hooker(&server, "carol").await;
    let hooks = Receiver::start().await;
    let mut made = Vec::new();
    for _ in 0..postern_server::WEBHOOKS_PER_USER {
        let (status, created) = create(&server, &carol, json!({ "url": hooks.url, "enabled": false })).await;
        assert_eq!(status, 201, "{created}");
        made.push(created["data"]["id"].as_str().unwrap().to_string());
    }
    let (status, refused) = create(&server, &carol, json!({ "url": hooks.url })).await;
    assert_eq!((status, refused["error"]["code"].as_str()), (409, Some("conflict")), "{refused}");
    assert!(refused["error"]["message"].as_str().unwrap().contains("at most 100"));
    let gone = server.delete(&carol, &format!("/webhooks/{}", made[0])).send().await.unwrap();
    assert_eq!(gone.status(), 204);
    assert_eq!(create(&server, &carol, json!({ "url": hooks.url, "enabled": false })).await.0, 201);
}

/// A name that resolves to an internal address when a post is made is refused then, whatever it
/// resolved to when the endpoint was made. (The endpoint's row is changed underneath, as if its
/// name had moved: this machine's resolver cannot be changed by a test.)
#[tokio::test]
async fn a_name_resolving_inside_at_delivery_is_refused() {
    let server = TestServer::for_accounts().await;
    let alice = hooker(&server, "alice").await;
    let (inbox, address) = server.inbox(&alice).await;
    let hooks = Receiver::start().await;
    let (status, created) = create(&server, &alice, json!({ "url": hooks.url, "inboxes": [inbox] })).await;
    assert_eq!(status, 201, "{created}");
    let id = created["data"]["id"].as_str().unwrap().to_string();
    let moved = hooks.url.replace("127.0.0.1", "localhost").replace("http:", "https:");
    server.database().tamper(&format!("UPDATE webhooks SET url = '{moved}' WHERE id = '{id}'")).await;
    server.send(&[&address], "From: a@acme.test\nSubject: Code\n\nYour code is 123123\n").await;
    let refused = eventually(Duration::from_secs(10), "the refused attempt", || async {
        let log = get_json(&server, &alice, &format!("/webhooks/{id}/attempts")).await;
        log["data"].as_array()?.first().cloned()
    })
    .await;
    let error = refused["error"].as_str().unwrap();
    assert!(error.contains("localhost resolves to the internal address 127.0.0.1"), "{refused}");
    assert!(hooks.count() == 0, "nothing reached the address");
}
