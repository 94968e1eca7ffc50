//! Connected JMAP accounts against a real Cyrus (JMAP over HTTP on loopback): connect and
//! refuse, mailboxes with roles, the first sync, changes by another JMAP client (moves keep ids,
//! keywords, destroys), new mail and waits, reading a message.

mod common;

use common::{TestServer, User, eventually};
use postern_providers::jmap::{JmapClient, JmapOptions, JmapSettings};
use postern_testkit::Cyrus;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const PASSWORD: &str = "alicepass";

fn body(cyrus: &Cyrus, password: &str) -> Value {
    json!({
        "provider": "jmap",
        "email": "alice@example.test",
        "settings": { "jmap_url": cyrus.base_url(), "username": "alice", "poll_seconds": 1 },
        "credentials": { "password": password },
    })
}

fn mail(subject: &str, message_id: &str, text: &str) -> Vec<u8> {
    format!(
        "From: Service <no-reply@service.test>\r\nTo: alice@example.test\r\nSubject: {subject}\r\nMessage-ID: <{message_id}>\r\nDate: Tue, 1 Dec 2026 08:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n"
    )
    .into_bytes()
}

/// Another JMAP client of alice's account.
async fn other_client(cyrus: &Cyrus) -> JmapClient {
    let settings = JmapSettings { url: cyrus.base_url(), username: "alice".into(), bearer: false };
    JmapClient::connect(&settings, PASSWORD, &JmapOptions::default()).await.unwrap()
}

async fn get_json(server: &TestServer, user: &User, path: &str) -> Value {
    let response = server.get(user, path).send().await.unwrap();
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
}

async fn folder_messages(server: &TestServer, user: &User, account: &str, folder: &str) -> Vec<Value> {
    let response = server.get(user, &format!("/accounts/{account}/messages?folder={folder}&limit=100")).send().await;
    let response = response.unwrap();
    if response.status() == 404 {
        return Vec::new();
    }
    response.json::<Value>().await.unwrap()["data"].as_array().unwrap().clone()
}

async fn message_in(server: &TestServer, user: &User, account: &str, folder: &str, subject: &str) -> Option<Value> {
    folder_messages(server, user, account, folder).await.into_iter().find(|m| m["subject"] == subject)
}

/// The id of the email with this subject, as the other client sees it.
async fn email_id(client: &JmapClient, subject: &str) -> String {
    let account = client.session.account_id.clone();
    let found = client
        .call_one(
            "Email/query",
            json!({ "accountId": account, "filter": null, "sort": [{ "property": "receivedAt", "isAscending": true }] }),
        )
        .await
        .unwrap();
    let ids: Vec<String> = serde_json::from_value(found["ids"].clone()).unwrap();
    let got = client
        .call_one("Email/get", json!({ "accountId": account, "ids": ids, "properties": ["id", "subject"] }))
        .await
        .unwrap();
    got["list"].as_array().unwrap().iter().find(|e| e["subject"] == subject).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_jmap_account_syncs_and_follows_another_clients_changes() {
    let cyrus = Cyrus::start();
    let other = other_client(&cyrus).await;
    let account_id = other.session.account_id.clone();
    // Mailboxes with roles, as a mail client would make them.
    let made = other
        .call_one(
            "Mailbox/set",
            json!({ "accountId": account_id, "create": {
                "a": { "name": "Archive", "role": "archive" }, "t": { "name": "Trash", "role": "trash" },
                "p": { "name": "Projects" } } }),
        )
        .await
        .unwrap();
    let archive = made["created"]["a"]["id"].as_str().unwrap().to_string();
    cyrus.deliver("alice", &mail("=?UTF-8?Q?Gr=C3=BC=C3=9Fe?=", "one@test", "hello"));
    cyrus.deliver("alice", &mail("to move", "two@test", "x"));
    cyrus.deliver("alice", &mail("to flag", "three@test", "x"));
    cyrus.deliver("alice", &mail("to destroy", "four@test", "x"));

    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    // A wrong password is refused and stores nothing.
    let response = server.post(&alice, "/accounts").json(&body(&cyrus, "wrong-jmap-secret")).send().await.unwrap();
    assert_eq!(response.status(), 422);
    let text = response.text().await.unwrap();
    assert!(text.contains("provider_auth_failed") && !text.contains("wrong-jmap-secret"), "{text}");
    assert_eq!(get_json(&server, &alice, "/accounts").await["data"], json!([]));
    // A session URL on another machine over plain http is refused before any request.
    let mut plain = body(&cyrus, PASSWORD);
    plain["settings"]["jmap_url"] = json!("http://jmap.example.com/");
    let response = server.post(&alice, "/accounts").json(&plain).send().await.unwrap();
    assert_eq!(response.status(), 400);
    assert!(response.text().await.unwrap().contains("settings.jmap_url"));

    let response = server.post(&alice, "/accounts").json(&body(&cyrus, PASSWORD)).send().await.unwrap();
    assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
    let account = response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();

    let listed = eventually(Duration::from_secs(10), "the first sync", || async {
        let listed = folder_messages(&server, &alice, &account, "inbox").await;
        (listed.len() == 4).then_some(listed)
    })
    .await;
    assert!(listed.iter().any(|m| m["subject"] == "Grüße"), "{listed:?}");
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    let roles: Vec<&str> = folders["data"].as_array().unwrap().iter().filter_map(|f| f["role"].as_str()).collect();
    for role in ["inbox", "archive", "trash"] {
        assert!(roles.contains(&role), "{role} in {roles:?}");
    }
    let shown = get_json(&server, &alice, &format!("/accounts/{account}")).await;
    let supports: Vec<&str> = shown["data"]["supports"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    for capability in ["folders", "flags", "move", "trash", "purge", "labels"] {
        assert!(supports.contains(&capability), "{capability} in {supports:?}");
    }
    assert!(!shown.to_string().contains(PASSWORD));

    // Reading downloads the message's blob.
    let greeting = listed.iter().find(|m| m["subject"] == "Grüße").unwrap()["id"].as_str().unwrap().to_string();
    let read = get_json(&server, &alice, &format!("/messages/{greeting}")).await;
    assert!(read["data"]["text"].as_str().unwrap().contains("hello"), "{read}");

    // Another client moves, flags and destroys.
    let from = get_json(&server, &alice, &format!("/accounts/{account}/changes")).await["cursor"]
        .as_str()
        .unwrap()
        .to_string();
    let id_of = |subject: &str| listed.iter().find(|m| m["subject"] == subject).unwrap()["id"].clone();
    let (moving, flagging, destroying) =
        (email_id(&other, "to move").await, email_id(&other, "to flag").await, email_id(&other, "to destroy").await);
    let inbox = other.call_one("Mailbox/get", json!({ "accountId": account_id })).await.unwrap()["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["role"] == "inbox")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    other
        .call_one(
            "Email/set",
            json!({ "accountId": account_id,
                "update": {
                    moving.clone(): { format!("mailboxIds/{inbox}"): null, format!("mailboxIds/{archive}"): true },
                    flagging.clone(): { "keywords/$flagged": true, "keywords/$seen": true } },
                "destroy": [destroying] }),
        )
        .await
        .unwrap();
    let moved =
        eventually(Duration::from_secs(10), "the move", || message_in(&server, &alice, &account, "archive", "to move"))
            .await;
    assert_eq!(moved["id"], id_of("to move"), "a move keeps the id");
    eventually(Duration::from_secs(10), "the keywords", || async {
        message_in(&server, &alice, &account, "inbox", "to flag").await.filter(|m| m["starred"] == json!(true))
    })
    .await;
    eventually(Duration::from_secs(10), "the destroy", || async {
        message_in(&server, &alice, &account, "inbox", "to destroy").await.is_none().then_some(())
    })
    .await;
    let changes = get_json(&server, &alice, &format!("/accounts/{account}/changes?since={from}")).await;
    let kinds: Vec<&str> = changes["data"].as_array().unwrap().iter().filter_map(|c| c["type"].as_str()).collect();
    for kind in ["message.moved", "message.updated", "message.deleted"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    assert!(!kinds.contains(&"message.created"), "a move is no new message: {kinds:?}");

    // New mail and a wait for its code: polled every 250 ms while someone waits.
    let waiting = {
        let request =
            server.get(&alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20"));
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let sent = Instant::now();
    cyrus.deliver("alice", &mail("Your code", "code@test", "Your verification code is 604182."));
    let response = waiting.await.unwrap();
    assert_eq!(response.status(), 200);
    let found: Value = response.json().await.unwrap();
    assert_eq!(found["data"]["otp"], "604182");
    assert!(sent.elapsed() < Duration::from_secs(3), "took {:?}", sent.elapsed());
}
