//! Connected JMAP accounts against a real Cyrus (JMAP over HTTP on loopback): connect and
//! refuse, mailboxes with roles, the first sync, changes by another JMAP client (moves keep ids,
//! keywords, destroys), new mail and waits, reading a message.

mod common;

use common::{TestServer, User, eventually, folder_messages, get_json, message_in, refused_login};
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
    let admin = server.admin("root").await;
    // A wrong password is refused and stores nothing.
    refused_login(&server, &alice, &body(&cyrus, "wrong-jmap-secret"), "wrong-jmap-secret").await;
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

    // Bodies come into the full-text index in steps after the first sync.
    eventually(Duration::from_secs(10), "the body index", || async {
        let shown = get_json(&server, &alice, &format!("/accounts/{account}")).await;
        (shown["data"]["sync"]["bodies"] == "complete").then_some(())
    })
    .await;
    let found = get_json(&server, &alice, &format!("/accounts/{account}/messages?q=hello")).await;
    assert_eq!(found["data"][0]["subject"], "Grüße", "{found}");

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

    // Another client renames a mailbox and makes one: the next poll notices (the mailboxes'
    // state moved) and lists them again; the renamed folder keeps its id.
    let folders_before = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    let projects =
        folders_before["data"].as_array().unwrap().iter().find(|f| f["name"] == "Projects").unwrap()["id"].clone();
    let projects_mailbox = made["created"]["p"]["id"].as_str().unwrap().to_string();
    other
        .call_one(
            "Mailbox/set",
            json!({ "accountId": account_id, "update": { projects_mailbox: { "name": "Clients" } },
                    "create": { "n": { "name": "Newsletters" } } }),
        )
        .await
        .unwrap();
    let listed = eventually(Duration::from_secs(4), "the mailboxes again", || async {
        let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
        let names: Vec<String> =
            folders["data"].as_array().unwrap().iter().filter_map(|f| f["name"].as_str().map(str::to_string)).collect();
        (names.contains(&"Clients".to_string()) && names.contains(&"Newsletters".to_string())).then_some(folders)
    })
    .await;
    let clients = listed["data"].as_array().unwrap().iter().find(|f| f["name"] == "Clients").unwrap()["id"].clone();
    assert_eq!(clients, projects, "a renamed mailbox keeps its folder id");

    // New mail and a wait for its code: polled every 250 ms while someone waits.
    let waiting = {
        let request =
            server.get(&alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20"));
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    common::until_waits_open(&server, &admin, 1).await;
    let sent = Instant::now();
    cyrus.deliver("alice", &mail("Your code", "code@test", "Your verification code is 604182."));
    let response = waiting.await.unwrap();
    assert_eq!(response.status(), 200);
    let found: Value = response.json().await.unwrap();
    assert_eq!(found["data"]["otp"], "604182");
    assert!(sent.elapsed() < Duration::from_secs(3), "took {:?}", sent.elapsed());
}

/// What Postern changes on a JMAP account (keywords, moves, deletes, folders) and sending through
/// EmailSubmission: the Sent copy, the original marked answered, Idempotency-Key replays.
#[tokio::test]
async fn changes_and_sends_through_jmap() {
    let cyrus = Cyrus::start();
    let other = other_client(&cyrus).await;
    let account_id = other.session.account_id.clone();
    other
        .call_one(
            "Mailbox/set",
            json!({ "accountId": account_id, "create": {
                "s": { "name": "Sent", "role": "sent" }, "t": { "name": "Trash", "role": "trash" },
                "a": { "name": "Archive", "role": "archive" }, "d": { "name": "Drafts", "role": "drafts" } } }),
        )
        .await
        .unwrap();
    let plans = "From: Bob <bob@example.org>\r\nTo: alice@example.test\r\nSubject: Plans\r\nMessage-ID: <plans@example.org>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\n\r\nShall we meet on Friday?\r\n";
    cyrus.deliver("alice", plans.as_bytes());
    cyrus.deliver("alice", &mail("to archive", "arch@test", "x"));
    cyrus.deliver("alice", &mail("to trash", "trash@test", "x"));
    let invoice = "From: Shop <shop@example.org>\r\nTo: alice@example.test\r\nSubject: Invoice\r\nMessage-ID: <inv@example.org>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nAttached.\r\n--b\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=invoice.pdf\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--b--\r\n";
    cyrus.deliver("alice", invoice.as_bytes());
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let admin = server.admin("root").await;
    let response = server.post(&alice, "/accounts").json(&body(&cyrus, PASSWORD)).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let account = response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    let listed = eventually(Duration::from_secs(30), "the first sync", || async {
        let listed = folder_messages(&server, &alice, &account, "inbox").await;
        (listed.len() == 4).then_some(listed)
    })
    .await;
    let id_of =
        |subject: &str| listed.iter().find(|m| m["subject"] == subject).unwrap()["id"].as_str().unwrap().to_string();
    let keywords_of = |found: Value| found["list"][0]["keywords"].clone();

    // A one-time link to an attachment, downloaded from the JMAP server.
    let link = server.post(&alice, &format!("/messages/{}/attachments/0/link", id_of("Invoice"))).json(&json!({}));
    let link: Value = link.send().await.unwrap().json().await.unwrap();
    let url = format!("{}{}", server.origin(), link["data"]["url"].as_str().unwrap());
    let first = reqwest::get(&url).await.unwrap();
    assert_eq!(first.status(), 200);
    assert_eq!(first.bytes().await.unwrap().as_ref(), b"%PDF-1.4\n");
    assert_eq!(reqwest::get(&url).await.unwrap().status(), 410);

    // Marks: read and starred on the server.
    let plans_id = id_of("Plans");
    let marked =
        server.patch(&alice, &format!("/messages/{plans_id}")).json(&json!({ "unread": false, "starred": true }));
    assert_eq!(marked.send().await.unwrap().status(), 200);
    let email = email_id(&other, "Plans").await;
    let got =
        other.call_one("Email/get", json!({ "accountId": account_id, "ids": [email], "properties": ["keywords"] }));
    let keywords = keywords_of(got.await.unwrap());
    assert_eq!((keywords["$seen"].clone(), keywords["$flagged"].clone()), (json!(true), json!(true)), "{keywords}");

    // A move keeps the id on both sides; a delete goes to the Trash.
    let archived = id_of("to archive");
    let moved = server.patch(&alice, &format!("/messages/{archived}")).json(&json!({ "folder": "archive" }));
    assert_eq!(moved.send().await.unwrap().status(), 200);
    let in_archive = message_in(&server, &alice, &account, "archive", "to archive").await.expect("recorded at once");
    assert_eq!(in_archive["id"], archived);
    let trashed = id_of("to trash");
    assert_eq!(server.delete(&alice, &format!("/messages/{trashed}")).send().await.unwrap().status(), 204);
    let in_trash = message_in(&server, &alice, &account, "trash", "to trash").await.expect("moved to the Trash");
    assert_eq!(in_trash["id"], trashed);
    // The sync agrees with what was recorded: the same ids, no second copy.
    common::passes_later(&server, &admin, 2).await;
    assert_eq!(message_in(&server, &alice, &account, "archive", "to archive").await.unwrap()["id"], archived);
    assert_eq!(folder_messages(&server, &alice, &account, "archive").await.len(), 1);

    // Folders: create, rename (the id stays), delete.
    let made = server.post(&alice, &format!("/accounts/{account}/folders")).json(&json!({ "name": "Work" })).send();
    let made = made.await.unwrap();
    assert_eq!(made.status(), 201);
    let folder = made.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    let renamed =
        server.patch(&alice, &format!("/accounts/{account}/folders/{folder}")).json(&json!({ "name": "Jobs" }));
    let renamed: Value = renamed.send().await.unwrap().json().await.unwrap();
    assert_eq!(
        (renamed["data"]["id"].as_str(), renamed["data"]["name"].as_str()),
        (Some(folder.as_str()), Some("Jobs"))
    );
    let names = other.call_one("Mailbox/get", json!({ "accountId": account_id })).await.unwrap();
    assert!(names["list"].as_array().unwrap().iter().any(|m| m["name"] == "Jobs"), "{names}");
    let gone = server.delete(&alice, &format!("/accounts/{account}/folders/{folder}")).send().await.unwrap();
    assert_eq!(gone.status(), 204);

    // A reply through EmailSubmission: relayed once, kept in Sent, the original marked answered.
    let send = |key: &str, body: Value| {
        server.post(&alice, &format!("/accounts/{account}/send")).header("Idempotency-Key", key).json(&body).send()
    };
    let reply = json!({ "text": "Friday works.", "reference": { "message_id": plans_id, "action": "reply" } });
    let first = send("j1", reply.clone()).await.unwrap();
    assert_eq!(first.status(), 200, "{}", first.text().await.unwrap());
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["data"]["sent_copy"], json!(true));
    assert_eq!(cyrus.relayed().len(), 1);
    assert_eq!(cyrus.relayed()[0].to, ["bob@example.org"]);
    let data = String::from_utf8_lossy(&cyrus.relayed()[0].data).to_string();
    assert!(data.contains("In-Reply-To: <plans@example.org>") && data.contains("> Shall we meet on Friday?"), "{data}");
    let again: Value = send("j1", reply).await.unwrap().json().await.unwrap();
    assert_eq!(again, first, "a retry answers the first send");
    assert_eq!(cyrus.relayed().len(), 1, "and sends nothing");
    let got = other.call_one(
        "Email/get",
        json!({ "accountId": account_id, "ids": [email_id(&other, "Plans").await], "properties": ["keywords"] }),
    );
    assert_eq!(keywords_of(got.await.unwrap())["$answered"], json!(true));
    eventually(Duration::from_secs(10), "the Sent copy", || message_in(&server, &alice, &account, "sent", "Re: Plans"))
        .await;

    // Drafts: saved, replaced under the same id, sent, then gone.
    let draft = server
        .post(&alice, &format!("/accounts/{account}/drafts"))
        .json(&json!({ "to": [{ "email": "carol@example.org" }], "subject": "Draft one", "text": "first" }))
        .send()
        .await
        .unwrap();
    assert_eq!(draft.status(), 201, "{}", draft.text().await.unwrap());
    let draft_id = draft.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    let updated = server
        .patch(&alice, &format!("/accounts/{account}/drafts/{draft_id}"))
        .json(&json!({ "to": [{ "email": "carol@example.org" }], "subject": "Draft two", "text": "second" }))
        .send()
        .await
        .unwrap();
    let updated: Value = updated.json().await.unwrap();
    assert_eq!(
        (updated["data"]["id"].as_str(), updated["data"]["subject"].as_str()),
        (Some(draft_id.as_str()), Some("Draft two"))
    );
    let sent = server
        .post(&alice, &format!("/accounts/{account}/drafts/{draft_id}/send"))
        .header("Idempotency-Key", "d1")
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 200, "{}", sent.text().await.unwrap());
    assert_eq!(cyrus.relayed().len(), 2);
    assert_eq!(cyrus.relayed()[1].to, ["carol@example.org"]);
    assert!(String::from_utf8_lossy(&cyrus.relayed()[1].data).contains("second"));
    assert!(folder_messages(&server, &alice, &account, "drafts").await.is_empty());
    common::passes_later(&server, &admin, 2).await;
    assert!(folder_messages(&server, &alice, &account, "drafts").await.is_empty(), "the sync agrees");
}

/// A cursor the server can no longer calculate changes from (its history was expired): the
/// account is walked again and compared with the index; what is gone goes, what is new comes,
/// the rest keeps its ids.
#[tokio::test]
async fn a_lost_cursor_walks_the_account_again() {
    let cyrus = Cyrus::start();
    let other = other_client(&cyrus).await;
    let account_id = other.session.account_id.clone();
    for n in 1..=3 {
        cyrus.deliver("alice", &mail(&format!("kept {n}"), &format!("k{n}@test"), "x"));
    }
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    // Polled once a minute: nothing but the wait below makes the next pass.
    let mut slow = body(&cyrus, PASSWORD);
    slow["settings"]["poll_seconds"] = json!(60);
    let response = server.post(&alice, "/accounts").json(&slow).send().await.unwrap();
    let account = response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    let before = eventually(Duration::from_secs(10), "the first sync", || async {
        let listed = folder_messages(&server, &alice, &account, "inbox").await;
        (listed.len() == 3).then_some(listed)
    })
    .await;
    let from = get_json(&server, &alice, &format!("/accounts/{account}/changes")).await["cursor"]
        .as_str()
        .unwrap()
        .to_string();
    let gone = email_id(&other, "kept 2").await;
    other.call_one("Email/set", json!({ "accountId": account_id, "destroy": [gone] })).await.unwrap();
    cyrus.expire();
    cyrus.deliver("alice", &mail("Your code", "new@test", "Your verification code is 319274."));
    // The wait hurries the account: its pass meets `cannotCalculateChanges`.
    let found =
        get_json(&server, &alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20"))
            .await;
    assert_eq!(found["data"]["otp"], "319274");
    let after = folder_messages(&server, &alice, &account, "inbox").await;
    let subjects: Vec<&str> = after.iter().filter_map(|m| m["subject"].as_str()).collect();
    assert!(subjects.contains(&"Your code") && !subjects.contains(&"kept 2") && after.len() == 3, "{subjects:?}");
    for kept in ["kept 1", "kept 3"] {
        let id = |list: &[Value]| list.iter().find(|m| m["subject"] == kept).unwrap()["id"].clone();
        assert_eq!(id(&after), id(&before), "{kept} keeps its id");
    }
    let changes = get_json(&server, &alice, &format!("/accounts/{account}/changes?since={from}")).await;
    let kinds: Vec<&str> = changes["data"].as_array().unwrap().iter().filter_map(|c| c["type"].as_str()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "message.created").count(), 1, "{kinds:?}");
    assert_eq!(kinds.iter().filter(|k| **k == "message.deleted").count(), 1, "{kinds:?}");
}

/// A JMAP server with push, made of Cyrus (which has none) and an EventSource endpoint of the
/// test's own that follows RFC 8620 §7.3: a proxy serves Cyrus's session with `eventSourceUrl`
/// pointing at `/events`, forwards everything else to Cyrus, and streams the `StateChange`
/// events the test sends.
struct PushingServer {
    base: String,
    events: tokio::sync::broadcast::Sender<String>,
    _stop: tokio::sync::watch::Sender<bool>,
}

#[derive(Clone)]
struct Upstream {
    base: String,
    http: reqwest::Client,
    events: tokio::sync::broadcast::Sender<String>,
}

async fn forward(
    axum::extract::State(up): axum::extract::State<Upstream>,
    request: axum::extract::Request,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let path = request.uri().path_and_query().map(|p| p.as_str().to_string()).unwrap_or_default();
    let method = request.method().clone();
    let headers = request.headers().clone();
    let body = axum::body::to_bytes(request.into_body(), 64 * 1024 * 1024).await.unwrap();
    let mut forwarded = up.http.request(method.clone(), format!("{}{path}", up.base)).body(body.to_vec());
    for name in ["authorization", "content-type", "accept"] {
        if let Some(value) = headers.get(name) {
            forwarded = forwarded.header(name, value.to_str().unwrap());
        }
    }
    let answer = forwarded.send().await.unwrap();
    let status = answer.status().as_u16();
    let kind = answer.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let mut bytes = answer.bytes().await.unwrap().to_vec();
    if method == "GET" && path.starts_with("/jmap/") && !path.contains("download") && status == 200 {
        let mut session: Value = serde_json::from_slice(&bytes).unwrap();
        session["eventSourceUrl"] = json!("/events?types={types}&closeafter={closeafter}&ping={ping}");
        bytes = serde_json::to_vec(&session).unwrap();
    }
    (axum::http::StatusCode::from_u16(status).unwrap(), [("content-type", kind)], bytes).into_response()
}

async fn events(axum::extract::State(up): axum::extract::State<Upstream>) -> axum::response::Response {
    use axum::response::IntoResponse;
    let receiver = up.events.subscribe();
    let stream = futures_util::stream::unfold(receiver, |mut receiver| async move {
        let event = receiver.recv().await.ok()?;
        Some((Ok::<_, std::convert::Infallible>(event), receiver))
    });
    ([("content-type", "text/event-stream")], axum::body::Body::from_stream(stream)).into_response()
}

async fn pushing_server(cyrus: &Cyrus) -> PushingServer {
    let (events_tx, _) = tokio::sync::broadcast::channel(16);
    let upstream = Upstream {
        base: cyrus.base_url(),
        http: reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap(),
        events: events_tx.clone(),
    };
    let app = axum::Router::new().route("/events", axum::routing::get(events)).fallback(forward).with_state(upstream);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(postern_server::http::serve(listener, app, stopped));
    PushingServer { base, events: events_tx, _stop: stop }
}

/// When the account's last pass that wrote something ended.
async fn last_synced(server: &TestServer, user: &User, account: &str) -> Value {
    let read = server.get(user, &format!("/accounts/{account}")).send().await.unwrap();
    read.json::<Value>().await.unwrap()["data"]["sync"]["last_synced_at"].clone()
}

#[tokio::test]
async fn pushed_state_changes_bring_new_mail_at_once() {
    let cyrus = Cyrus::start();
    let pushing = pushing_server(&cyrus).await;
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let mut account = body(&cyrus, PASSWORD);
    account["settings"]["jmap_url"] = json!(format!("{}/jmap/", pushing.base));
    // Polled once a minute: only a pushed change can bring mail sooner.
    account["settings"]["poll_seconds"] = json!(60);
    let response = server.post(&alice, "/accounts").json(&account).send().await.unwrap();
    assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
    let account = response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string();
    eventually(Duration::from_secs(10), "the event stream", || async {
        (pushing.events.receiver_count() > 0).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;

    cyrus.deliver("alice", &mail("pushed", "pushed@test", "x"));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(message_in(&server, &alice, &account, "inbox", "pushed").await.is_none(), "not polled meanwhile");
    let before = last_synced(&server, &alice, &account).await;
    let sent = Instant::now();
    let change = json!({ "@type": "StateChange", "changed": { "alice": { "Email": "new" } } });
    pushing.events.send(format!(": ping\r\nevent: state\r\ndata: {change}\r\n\r\n")).unwrap();
    eventually(Duration::from_secs(5), "the pushed mail", || message_in(&server, &alice, &account, "inbox", "pushed"))
        .await;
    assert!(sent.elapsed() < Duration::from_secs(2), "took {:?}", sent.elapsed());
    // A change of another account is not this one's (once the pass that brought the pushed mail
    // has ended, and the one its body step may bring right after: mail delivered during them
    // would be theirs). Idle: no pass ended for half a second.
    eventually(Duration::from_secs(10), "the pass to end", || async {
        (last_synced(&server, &alice, &account).await != before).then_some(())
    })
    .await;
    let admin = server.admin("root").await;
    let (mut passes, idle_by) = (common::sync_passes(&server, &admin).await, Instant::now() + Duration::from_secs(10));
    loop {
        assert!(Instant::now() < idle_by, "the sync never idles");
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = common::sync_passes(&server, &admin).await;
        if now == passes {
            break;
        }
        passes = now;
    }
    cyrus.deliver("alice", &mail("quiet", "quiet@test", "x"));
    let other = json!({ "@type": "StateChange", "changed": { "bob": { "Email": "7" } } });
    pushing.events.send(format!("event: state\ndata: {other}\n\n")).unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(message_in(&server, &alice, &account, "inbox", "quiet").await.is_none());
}

/// MCP offers a JMAP account's tools by what it can do: with Trash and Drafts mailboxes and
/// submission, everything; the account's `supports` says so in `list_accounts`.
#[tokio::test]
async fn mcp_offers_a_jmap_account_the_tools_it_can_use() {
    let cyrus = Cyrus::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let response = server.post(&alice, "/accounts").json(&body(&cyrus, PASSWORD)).send().await.unwrap();
    assert_eq!(response.status(), 201);
    let tools = |server: &TestServer, user: &User| {
        let mcp = server.base.replace("/api/v1", "/mcp");
        let request = server
            .client
            .post(mcp)
            .bearer_auth(&user.token)
            .header("Accept", "application/json, text/event-stream")
            .json(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {} }));
        async move {
            let listed: Value = request.send().await.unwrap().json().await.unwrap();
            listed["result"]["tools"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t["name"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        }
    };
    // A new Cyrus user has only an Inbox: no Trash to delete to, no Drafts.
    let names = tools(&server, &alice).await;
    for offered in ["mark_messages", "move_messages", "send_message", "reply"] {
        assert!(names.iter().any(|n| n == offered), "{offered} in {names:?}");
    }
    for missing in ["delete_messages", "create_draft"] {
        assert!(!names.iter().any(|n| n == missing), "{missing} in {names:?}");
    }
    // Mailboxes with those roles appear: the tools follow at the next folder listing.
    let other = other_client(&cyrus).await;
    let account_id = other.session.account_id.clone();
    let made = json!({ "accountId": account_id, "create": {
        "t": { "name": "Trash", "role": "trash" }, "d": { "name": "Drafts", "role": "drafts" } } });
    other.call_one("Mailbox/set", made).await.unwrap();
    let account = get_json(&server, &alice, "/accounts").await["data"][0]["id"].as_str().unwrap().to_string();
    let folder = server.post(&alice, &format!("/accounts/{account}/folders")).json(&json!({ "name": "Work" }));
    assert_eq!(folder.send().await.unwrap().status(), 201, "creating a folder lists them all again");
    let names = tools(&server, &alice).await;
    for offered in ["delete_messages", "create_draft", "send_draft"] {
        assert!(names.iter().any(|n| n == offered), "{offered} in {names:?}");
    }
}
