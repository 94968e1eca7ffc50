//! Rights on real mail (a real Dovecot, its submission service as the SMTP peer): the generated
//! authorization matrix over every route, folder-scoped tokens, and send limits that reject.

mod common;

use common::{TestServer, User, connect_sending, json_of};
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::{Duration, Instant};

use common::{IMAP_PASSWORD as PASSWORD, IMAP_USER as USER};

fn mail(subject: &str, message_id: &str) -> Vec<u8> {
    format!(
        "From: Service <no-reply@service.test>\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <{message_id}>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\n\r\nYour code is 482913.\r\n"
    )
    .into_bytes()
}

/// The messages of `folder` once the sync has them all (`count`).
async fn synced(server: &TestServer, user: &User, account: &str, folder: &str, count: usize) -> Vec<Value> {
    let start = Instant::now();
    loop {
        let (status, body) =
            json_of(server.get(user, &format!("/accounts/{account}/messages?folder={folder}&limit=100"))).await;
        if status == 200 && body["data"].as_array().unwrap().len() == count {
            return body["data"].as_array().unwrap().clone();
        }
        assert!(start.elapsed() < Duration::from_secs(15), "{folder} never held {count} messages: {body}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn id_of(list: &[Value], subject: &str) -> String {
    list.iter().find(|m| m["subject"] == subject).unwrap()["id"].as_str().unwrap().to_string()
}

/// Every route, every operation: a token without the route's right is refused (403), one with
/// only that right is served (neither 401 nor 403). Routes are taken from the router itself, so
/// a new route without a sample here fails the test.
#[tokio::test]
async fn the_authorization_matrix_over_every_route() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    dovecot.deliver_to_maildir(USER, &mail("First", "first@service.test"));
    dovecot.deliver_to_maildir(USER, &mail("Second", "second@service.test"));
    let mut other = common::imap_client(&dovecot).await;
    other.create_folder("Scratch").await.unwrap();
    other.create_folder("Doomed").await.unwrap();
    let server = TestServer::for_accounts().await;
    let admin = server.admin("root").await;
    let alice = server.user("alice").await;
    let account = connect_sending(&server, &alice, &dovecot).await;
    let spare = connect_sending(&server, &alice, &dovecot).await;
    let inbox = synced(&server, &admin, &account, "inbox", 2).await;
    let (first, second) = (id_of(&inbox, "First"), id_of(&inbox, "Second"));
    let thread = inbox.iter().find(|m| m["subject"] == "First").unwrap()["thread_id"].as_str().unwrap().to_string();
    let (_, folders) = json_of(server.get(&admin, &format!("/accounts/{account}/folders"))).await;
    let folder = |name: &str| {
        folders["data"].as_array().unwrap().iter().find(|f| f["name"] == name).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (scratch, doomed) = (folder("Scratch"), folder("Doomed"));
    let (inbox_one, address) = server.inbox(&alice).await;
    let (inbox_two, _) = server.inbox(&alice).await;
    server.send(&[&address], &common::mail_with("Welcome", "Your code is 482917")).await;
    let draft = |subject: &str| {
        let body = json!({ "to": [{ "email": "dave@example.org" }], "subject": subject, "text": "draft" });
        let request = server.post(&alice, &format!("/accounts/{account}/drafts")).json(&body);
        async move {
            let (status, body) = json_of(request).await;
            assert_eq!(status, 201, "{body}");
            body["data"]["id"].as_str().unwrap().to_string()
        }
    };
    let (kept_draft, doomed_draft, sent_draft) = (draft("kept").await, draft("doomed").await, draft("to send").await);
    let (target_id, _) = server.user_with("target", json!([])).await;
    let (doomed_user, _) = server.user_with("doomed", json!([])).await;
    let (status, body) =
        json_of(server.post(&admin, &format!("/users/{target_id}/tokens")).json(&json!({ "name": "t" }))).await;
    assert_eq!(status, 201);
    let target_token = body["data"]["id"].as_str().unwrap().to_string();
    for role in ["sample", "doomed"] {
        let (status, _) = json_of(
            server
                .client
                .put(format!("{}/roles/{role}", server.base))
                .bearer_auth(&admin.token)
                .json(&json!({ "grants": [] })),
        )
        .await;
        assert_eq!(status, 201);
    }

    // MCP clients' sign-ins waiting for consent: one to read, one to consent to, one to refuse.
    let client_id = common::register(&server).await;
    let mut waiting = Vec::new();
    for _ in 0..3 {
        waiting.push(common::start(&server, &client_id, "inboxes").await);
    }
    let consent = |started: &common::Started| {
        let ends_at = postern_core::Timestamp(postern_core::Timestamp::now().micros() + 86_400_000_000);
        json!({ "browser": started.cookie, "inboxes": true, "ends_at": ends_at.to_string() })
    };

    let samples: HashMap<(&str, &str), (String, Value)> = [
        (("GET", "/authorizations/{id}"), (format!("/authorizations/{}", waiting[0].id), Value::Null)),
        (
            ("POST", "/authorizations/{id}/consent"),
            (format!("/authorizations/{}/consent", waiting[1].id), consent(&waiting[1])),
        ),
        (
            ("POST", "/authorizations/{id}/deny"),
            (format!("/authorizations/{}/deny", waiting[2].id), json!({ "browser": waiting[2].cookie })),
        ),
        (("POST", "/inboxes"), ("/inboxes".to_string(), json!({}))),
        (("GET", "/inboxes"), ("/inboxes".into(), Value::Null)),
        (("GET", "/inboxes/{id}"), (format!("/inboxes/{inbox_one}"), Value::Null)),
        (("PATCH", "/inboxes/{id}"), (format!("/inboxes/{inbox_one}"), json!({ "label": "renamed" }))),
        (("DELETE", "/inboxes/{id}"), (format!("/inboxes/{inbox_two}"), Value::Null)),
        (("POST", "/inboxes/{id}/test-code"), (format!("/inboxes/{inbox_one}/test-code"), json!({}))),
        (("GET", "/inboxes/{id}/messages"), (format!("/inboxes/{inbox_one}/messages"), Value::Null)),
        (("GET", "/inboxes/{id}/messages/latest"), (format!("/inboxes/{inbox_one}/messages/latest"), Value::Null)),
        (
            ("GET", "/inboxes/{id}/messages/wait"),
            (format!("/inboxes/{inbox_one}/messages/wait?since=0&timeout=1"), Value::Null),
        ),
        (("GET", "/messages/{id}"), (format!("/messages/{first}"), Value::Null)),
        (("DELETE", "/messages/{id}"), (format!("/messages/{second}"), Value::Null)),
        (("PATCH", "/messages/{id}"), (format!("/messages/{first}"), json!({ "starred": true }))),
        (
            ("POST", "/messages/batch"),
            ("/messages/batch".into(), json!({ "ids": [first], "update": { "starred": false } })),
        ),
        (("GET", "/messages/{id}/raw"), (format!("/messages/{first}/raw"), Value::Null)),
        (("GET", "/messages/{id}/attachments/{index}"), (format!("/messages/{first}/attachments/0"), Value::Null)),
        (
            ("GET", "/messages/{id}/attachments/{index}/content"),
            (format!("/messages/{first}/attachments/0/content"), Value::Null),
        ),
        (
            ("POST", "/messages/{id}/attachments/{index}/link"),
            (format!("/messages/{first}/attachments/0/link"), json!({})),
        ),
        (("GET", "/messages"), ("/messages".into(), Value::Null)),
        (("POST", "/discovery"), ("/discovery".into(), json!({ "email": "not an address" }))),
        (
            ("POST", "/accounts"),
            ("/accounts".into(), json!({ "provider": "carrier-pigeon", "email": USER, "settings": {} })),
        ),
        (("GET", "/accounts"), ("/accounts".into(), Value::Null)),
        (("GET", "/accounts/{id}"), (format!("/accounts/{account}"), Value::Null)),
        (("PATCH", "/accounts/{id}"), (format!("/accounts/{account}"), json!({}))),
        (("DELETE", "/accounts/{id}"), (format!("/accounts/{spare}"), Value::Null)),
        (("POST", "/accounts/{id}/verify"), (format!("/accounts/{account}/verify"), json!({}))),
        (("GET", "/accounts/{id}/folders"), (format!("/accounts/{account}/folders"), Value::Null)),
        (("POST", "/accounts/{id}/folders"), (format!("/accounts/{account}/folders"), json!({ "name": "Made" }))),
        (
            ("PATCH", "/accounts/{id}/folders/{folder_id}"),
            (format!("/accounts/{account}/folders/{scratch}"), json!({ "name": "Scratched" })),
        ),
        (
            ("DELETE", "/accounts/{id}/folders/{folder_id}"),
            (format!("/accounts/{account}/folders/{doomed}"), Value::Null),
        ),
        (("GET", "/accounts/{id}/messages"), (format!("/accounts/{account}/messages"), Value::Null)),
        (("GET", "/accounts/{id}/threads/{thread_id}"), (format!("/accounts/{account}/threads/{thread}"), Value::Null)),
        (
            ("GET", "/accounts/{id}/messages/wait"),
            (format!("/accounts/{account}/messages/wait?since=0&timeout=1"), Value::Null),
        ),
        (("GET", "/accounts/{id}/changes"), (format!("/accounts/{account}/changes"), Value::Null)),
        (("GET", "/accounts/{id}/drafts"), (format!("/accounts/{account}/drafts"), Value::Null)),
        (("POST", "/accounts/{id}/drafts"), (format!("/accounts/{account}/drafts"), json!({ "subject": "new" }))),
        (
            ("PATCH", "/accounts/{id}/drafts/{draft_id}"),
            (format!("/accounts/{account}/drafts/{kept_draft}"), json!({ "subject": "kept 2" })),
        ),
        (
            ("DELETE", "/accounts/{id}/drafts/{draft_id}"),
            (format!("/accounts/{account}/drafts/{doomed_draft}"), Value::Null),
        ),
        (
            ("POST", "/accounts/{id}/drafts/{draft_id}/send"),
            (format!("/accounts/{account}/drafts/{sent_draft}/send"), json!({})),
        ),
        (
            ("POST", "/accounts/{id}/send"),
            (
                format!("/accounts/{account}/send"),
                json!({ "to": [{ "email": "dave@example.org" }], "subject": "Hi", "text": "Hi" }),
            ),
        ),
        (("GET", "/changes"), ("/changes?since=chg_0".into(), Value::Null)),
        (("GET", "/changes/stream"), ("/changes/stream".into(), Value::Null)),
        (("GET", "/me"), ("/me".into(), Value::Null)),
        (("POST", "/users"), ("/users".into(), json!({ "name": "made" }))),
        (("GET", "/users"), ("/users".into(), Value::Null)),
        (("GET", "/users/{id}"), (format!("/users/{target_id}"), Value::Null)),
        (("PATCH", "/users/{id}"), (format!("/users/{target_id}"), json!({ "disabled": false }))),
        (("DELETE", "/users/{id}"), (format!("/users/{doomed_user}"), Value::Null)),
        (("POST", "/users/{id}/setup-link"), (format!("/users/{target_id}/setup-link"), Value::Null)),
        (("DELETE", "/users/{id}/second-factor"), (format!("/users/{target_id}/second-factor"), Value::Null)),
        (("POST", "/users/{id}/tokens"), (format!("/users/{target_id}/tokens"), json!({ "name": "t2" }))),
        (("GET", "/users/{id}/tokens"), (format!("/users/{target_id}/tokens"), Value::Null)),
        (
            ("DELETE", "/users/{id}/tokens/{token_id}"),
            (format!("/users/{target_id}/tokens/{target_token}"), Value::Null),
        ),
        (("GET", "/users/{id}/sessions"), (format!("/users/{target_id}/sessions"), Value::Null)),
        (
            ("DELETE", "/users/{id}/sessions/{session_id}"),
            (format!("/users/{target_id}/sessions/ses_none"), Value::Null),
        ),
        (("GET", "/roles"), ("/roles".into(), Value::Null)),
        (("GET", "/roles/{name}"), ("/roles/sample".into(), Value::Null)),
        (("PUT", "/roles/{name}"), ("/roles/sample".into(), json!({ "grants": [] }))),
        (("DELETE", "/roles/{name}"), ("/roles/doomed".into(), Value::Null)),
        (("GET", "/audit"), ("/audit".into(), Value::Null)),
        (("GET", "/audit/verify"), ("/audit/verify".into(), Value::Null)),
        (("GET", "/log"), ("/log?level=info".into(), Value::Null)),
        (("GET", "/service"), ("/service".into(), Value::Null)),
        (("GET", "/service/dns"), ("/service/dns".into(), Value::Null)),
        (("GET", "/sends"), ("/sends".into(), Value::Null)),
        (("GET", "/sends/pending"), ("/sends/pending".into(), Value::Null)),
        (
            ("POST", "/audit/tool-calls"),
            (
                "/audit/tool-calls".into(),
                json!({ "tool": "get_message", "outcome": "ok", "message_ids": [first], "text_sha256": "0".repeat(64),
                        "characters": 10, "images": 0 }),
            ),
        ),
        // No send is held here: the right is enough to be told so (404).
        (("GET", "/sends/{id}"), ("/sends/snd_none".into(), Value::Null)),
        (("POST", "/sends/{id}/approve"), ("/sends/snd_none/approve".into(), json!({}))),
        (("POST", "/sends/{id}/refuse"), ("/sends/snd_none/refuse".into(), json!({}))),
        (("POST", "/oauth/{provider}/start"), ("/oauth/microsoft/start".into(), json!({}))),
        (("POST", "/oauth/{provider}/device"), ("/oauth/microsoft/device".into(), json!({}))),
        (("GET", "/oauth/sign-ins/{id}"), ("/oauth/sign-ins/sgn_none".into(), Value::Null)),
        (("POST", "/webhooks"), ("/webhooks".into(), json!({ "url": "https://hooks.example.com/in" }))),
        (
            ("PUT", "/inboxes/{id}/webhook"),
            ("/inboxes/inbox_none/webhook".into(), json!({ "url": "https://hooks.example.com/in" })),
        ),
        (("DELETE", "/inboxes/{id}/webhook"), ("/inboxes/inbox_none/webhook".into(), Value::Null)),
        (("GET", "/webhooks"), ("/webhooks".into(), Value::Null)),
        (("GET", "/webhooks/{id}"), ("/webhooks/whk_none".into(), Value::Null)),
        (("PATCH", "/webhooks/{id}"), ("/webhooks/whk_none".into(), json!({}))),
        (("DELETE", "/webhooks/{id}"), ("/webhooks/whk_none".into(), Value::Null)),
        (("POST", "/webhooks/{id}/secret"), ("/webhooks/whk_none/secret".into(), json!({}))),
        (("POST", "/webhooks/{id}/test"), ("/webhooks/whk_none/test".into(), Value::Null)),
        (("GET", "/webhooks/{id}/attempts"), ("/webhooks/whk_none/attempts".into(), Value::Null)),
        (("POST", "/webhooks/{id}/replay"), ("/webhooks/whk_none/replay".into(), json!({ "since": "chg_0" }))),
        (
            ("POST", "/webhooks/{id}/redeliver"),
            ("/webhooks/whk_none/redeliver".into(), json!({ "event_id": "evt_none" })),
        ),
    ]
    .into_iter()
    .collect();

    let all_but = |op: &str| -> Vec<&str> {
        postern_core::rights::Operation::ALL
            .iter()
            .map(|o| o.as_str())
            .filter(|o| *o != op && *o != "admin" && *o != "me.read")
            .collect()
    };
    let mut checked = 0;
    for (n, route) in postern_server::routes().iter().enumerate() {
        let (path, body) = samples
            .get(&(route.method, route.path.as_str()))
            .unwrap_or_else(|| panic!("no sample for {} {}", route.method, route.path));
        let op = route.operation.as_str();
        let request = |user: &User| {
            let method = reqwest::Method::from_bytes(route.method.as_bytes()).unwrap();
            let builder = server.client.request(method, format!("{}{path}", server.base)).bearer_auth(&user.token);
            if body.is_null() { builder } else { builder.json(body) }
        };
        if route.operation.scope() == postern_core::rights::Scope::Open {
            let (status, _) = json_of(request(&alice)).await;
            assert!((200..300).contains(&status), "{} {path} is open to any token: {status}", route.method);
            continue;
        }
        let scoped = route.operation.scope() != postern_core::rights::Scope::Service;
        let grant = |allow: Vec<&str>| {
            if scoped { json!([{ "accounts": ["*"], "allow": allow }]) } else { json!([{ "allow": allow }]) }
        };
        let (_, without) =
            server.user_with(&format!("without{n}"), json!([{ "accounts": ["*"], "allow": all_but(op) }])).await;
        let (_, with) = server.user_with(&format!("with{n}"), grant(vec![op])).await;
        let response = request(&without).send().await.unwrap();
        let status = response.status().as_u16();
        let refused: Value = response.json().await.unwrap_or(Value::Null);
        assert_eq!(status, 403, "{} {path} without {op}: {refused}", route.method);
        assert!(refused["error"]["message"].as_str().unwrap().contains(op), "names the missing right: {refused}");
        let response = request(&with).send().await.unwrap();
        let status = response.status().as_u16();
        assert!(status != 401 && status != 403, "{} {path} with {op} only: {status}", route.method);
        checked += 1;
    }
    assert!(checked >= 50, "{checked} routes checked");

    // An account no right reaches is missing, not forbidden; lists leave it out.
    let (_, stranger) = server
        .user_with("stranger", json!([{ "accounts": ["acc_elsewhere"], "allow": ["mail.read", "accounts.read"] }]))
        .await;
    let (status, _) = json_of(server.get(&stranger, &format!("/accounts/{account}"))).await;
    assert_eq!(status, 404);
    let (status, _) = json_of(server.get(&stranger, &format!("/messages/{first}"))).await;
    assert_eq!(status, 404);
    let (_, list) = json_of(server.get(&stranger, "/accounts")).await;
    assert_eq!(list["data"], json!([]));
}

/// A token narrowed to one folder never sees another: not in folder lists, message lists,
/// searches, threads, the change feed, waits or reads by id.
#[tokio::test]
async fn a_folder_scoped_token_sees_only_its_folders() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    dovecot.deliver_to_maildir(USER, &mail("Private letter", "private@service.test"));
    let mut other = common::imap_client(&dovecot).await;
    other.create_folder("Invoices").await.unwrap();
    other.create_folder("Invoices/2026").await.unwrap();
    other.append("Invoices", &[], &mail("Invoice 1", "inv1@service.test")).await.unwrap();
    other.append("Invoices/2026", &[], &mail("Invoice 2", "inv2@service.test")).await.unwrap();
    let server = TestServer::for_accounts().await;
    let admin = server.admin("root").await;
    let alice = server.user("alice").await;
    let account = connect_sending(&server, &alice, &dovecot).await;
    let private = id_of(&synced(&server, &alice, &account, "inbox", 1).await, "Private letter");
    let (_, cursor) = json_of(server.get(&alice, "/changes")).await;
    let cursor = cursor["cursor"].as_str().unwrap().to_string();
    let (_, books) = server
        .user_with(
            "books",
            json!([{ "accounts": [account], "allow": ["mail.read", "accounts.read"], "folders": ["Invoices"] }]),
        )
        .await;
    let (_, folders) = json_of(server.get(&books, &format!("/accounts/{account}/folders"))).await;
    let names: Vec<&str> = folders["data"].as_array().unwrap().iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 2, "Invoices and its subfolder only: {names:?}");
    assert!(names.iter().all(|n| n.starts_with("Invoices")), "{names:?}");
    let invoices = folders["data"].as_array().unwrap().iter().find(|f| f["name"] == "Invoices").unwrap()["id"].clone();
    let listed = synced(&server, &books, &account, invoices.as_str().unwrap(), 1).await;
    // The first pass may reach the subfolder after the parent.
    let sub = folders["data"].as_array().unwrap().iter().find(|f| f["name"] != "Invoices").unwrap()["id"].clone();
    synced(&server, &books, &account, sub.as_str().unwrap(), 1).await;
    let (status, _) = json_of(server.get(&books, &format!("/accounts/{account}/messages?folder=inbox"))).await;
    assert_eq!(status, 404);
    let (_, all) = json_of(server.get(&books, "/messages?limit=100")).await;
    let mut subjects: Vec<&str> =
        all["data"].as_array().unwrap().iter().map(|m| m["subject"].as_str().unwrap()).collect();
    subjects.sort();
    assert_eq!(subjects, ["Invoice 1", "Invoice 2"]);
    let (_, found) = json_of(server.get(&books, "/messages?q=letter")).await;
    assert_eq!(found["data"], json!([]), "a search does not reach other folders");
    let (_, found) = json_of(server.get(&alice, "/messages?q=letter")).await;
    assert_eq!(found["data"].as_array().unwrap().len(), 1, "the owner finds it");
    for path in [format!("/messages/{private}"), format!("/messages/{private}/raw")] {
        assert_eq!(json_of(server.get(&books, &path)).await.0, 404, "{path}");
    }
    let (_, letter) = json_of(server.get(&admin, &format!("/messages/{private}"))).await;
    let thread = letter["data"]["thread_id"].as_str().unwrap();
    assert_eq!(json_of(server.get(&books, &format!("/accounts/{account}/threads/{thread}"))).await.0, 404);
    let wait = format!("/accounts/{account}/messages/wait?folder=inbox&since=0&timeout=1");
    assert_eq!(json_of(server.get(&books, &wait)).await.0, 404);
    assert_eq!(listed.len(), 1);

    // New mail in both folders: the feed shows the invoice only.
    other.append("INBOX", &[], &mail("Private 2", "private2@service.test")).await.unwrap();
    other.append("Invoices", &[], &mail("Invoice 3", "inv3@service.test")).await.unwrap();
    synced(&server, &alice, &account, "inbox", 2).await;
    synced(&server, &books, &account, invoices.as_str().unwrap(), 2).await;
    let (_, feed) = json_of(server.get(&books, &format!("/changes?since={cursor}"))).await;
    let folders_seen: Vec<&Value> = feed["data"].as_array().unwrap().iter().map(|c| &c["folder_id"]).collect();
    assert!(!folders_seen.is_empty() && folders_seen.iter().all(|f| **f == invoices), "{feed}");
    let (_, feed) = json_of(server.get(&alice, &format!("/changes?since={cursor}"))).await;
    assert!(feed["data"].as_array().unwrap().len() > folders_seen.len(), "the owner sees both");
}

/// A newsletter token sends to one domain at most twice a day: others are refused (403 naming
/// them), the third send gets 429 with Retry-After, concurrent sends cannot both pass a cap,
/// and every attempt is in `/sends`.
#[tokio::test]
async fn send_limits_reject_and_every_attempt_is_audited() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    dovecot.deliver_to_maildir(USER, &mail("Quarterly numbers", "numbers@service.test"));
    let server = TestServer::for_accounts().await;
    let admin = server.admin("root").await;
    let alice = server.user("alice").await;
    let account = connect_sending(&server, &alice, &dovecot).await;
    let numbers = id_of(&synced(&server, &alice, &account, "inbox", 1).await, "Quarterly numbers");
    let (_, news) = server
        .user_with(
            "newsletter",
            json!([{ "accounts": [account], "allow": ["send", "audit"], "recipients": ["*@corp.test"], "max_sends_per_day": 2 }]),
        )
        .await;
    let send = |user: &User, to: &[&str]| {
        let to: Vec<Value> = to.iter().map(|a| json!({ "email": a })).collect();
        server
            .post(user, &format!("/accounts/{account}/send"))
            .json(&json!({ "to": to, "subject": "News", "text": "Hello" }))
    };
    let (status, body) = json_of(send(&news, &["ann@corp.test", "eve@evil.test"])).await;
    assert_eq!((status, body["error"]["code"].as_str().unwrap()), (403, "recipient_not_allowed"));
    assert!(body["error"]["message"].as_str().unwrap().contains("eve@evil.test"), "{body}");
    assert!(!body["error"]["message"].as_str().unwrap().contains("ann@corp.test"), "only the refused are named");
    let (status, _) = json_of(send(&news, &["bob%evil.test@corp.test"])).await;
    assert_eq!(status, 403, "a source-routed address is not in the domain");
    // A reply or forward shows the original: without the right to read it, no quoting it.
    let forward = json!({ "to": [{ "email": "ann@corp.test" }],
                          "reference": { "message_id": numbers, "action": "forward" } });
    let (status, body) = json_of(server.post(&news, &format!("/accounts/{account}/send")).json(&forward)).await;
    assert_eq!(status, 403, "{body}");
    assert!(body["error"]["message"].as_str().unwrap().contains("message.read"), "{body}");
    for _ in 0..2 {
        assert_eq!(json_of(send(&news, &["ann@corp.test"])).await.0, 200);
    }
    let response = send(&news, &["ann@corp.test"]).send().await.unwrap();
    assert_eq!(response.status(), 429);
    let retry: u64 = response.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((86_000..=86_400).contains(&retry), "the oldest send ages out in a day: {retry}");
    assert_eq!(response.json::<Value>().await.unwrap()["error"]["code"], "send_limit_reached");
    assert_eq!(dovecot.relayed().len(), 2, "nothing refused reached the server");

    // At a cap of one, three at once: one goes.
    let (_, once) =
        server.user_with("once", json!([{ "accounts": [account], "allow": ["send"], "max_sends_per_day": 1 }])).await;
    let results = futures_util::future::join_all((0..3).map(|_| send(&once, &["x@corp.test"]).send())).await;
    let mut statuses: Vec<u16> = results.into_iter().map(|r| r.unwrap().status().as_u16()).collect();
    statuses.sort();
    assert_eq!(statuses, [200, 429, 429]);
    assert_eq!(dovecot.relayed().len(), 3);

    let (_, me) = json_of(server.get(&news, "/me")).await;
    let sending = &me["data"]["accounts"][0]["sending"][0];
    assert_eq!((sending["max_sends_per_day"].as_u64(), sending["sends_left"].as_u64()), (Some(2), Some(0)));
    assert!(me["data"]["warnings"].as_array().unwrap().is_empty(), "it cannot read, nor send anywhere");
    let (_, me) = json_of(server.get(&alice, "/me")).await;
    assert_eq!(me["data"]["warnings"][0]["code"], "read_and_send_anywhere");
    let (_, me) = json_of(server.get(&admin, "/me")).await;
    assert_eq!((me["data"]["admin"].as_bool(), me["data"]["accounts"].as_array().unwrap().len()), (Some(true), 1));

    let (status, sends) = json_of(server.get(&news, "/sends")).await;
    assert_eq!(status, 200);
    let outcomes: Vec<&str> =
        sends["data"].as_array().unwrap().iter().map(|s| s["outcome"].as_str().unwrap()).collect();
    let count = |o: &str| outcomes.iter().filter(|x| **x == o).count();
    assert_eq!((count("sent"), count("denied")), (3, 5), "{outcomes:?}");
    let refused = sends["data"].as_array().unwrap().last().unwrap();
    assert_eq!(refused["detail"]["refused"], json!(["eve@evil.test"]));
    assert_eq!(refused["detail"]["recipients"], json!(["ann@corp.test", "eve@evil.test"]));
    assert_eq!(refused["account_id"], account.as_str());
    assert!(!sends.to_string().contains("Hello"), "never the content");
    assert_eq!(json_of(server.get(&admin, "/sends?outcome=sent")).await.1["data"].as_array().unwrap().len(), 3);
    let (_, connected) = json_of(server.get(&admin, "/audit?action=account.create")).await;
    assert_eq!(connected["data"][0]["account_id"], account.as_str());
    assert!(!connected.to_string().contains(PASSWORD), "never the credentials");
}
