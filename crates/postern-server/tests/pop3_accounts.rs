//! Connected POP3 accounts against a real Dovecot: connect and refuse, the sync of existing and
//! new mail, reading a message, waits for a code, what a POP3 account cannot do (501
//! `not_supported` naming it), sending through its SMTP settings, and the MCP tools it is offered.

mod common;

use common::{TestServer, User, eventually, folder_messages, get_json, refused_login};
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const PASSWORD: &str = "alicepass";
const USER: &str = "alice@example.test";

fn body(dovecot: &Dovecot, password: &str) -> Value {
    json!({
        "provider": "pop3",
        "email": USER,
        "settings": { "pop3_host": dovecot.host(), "pop3_port": dovecot.pop3_port(), "pop3_security": "none",
                      "poll_seconds": 5 },
        "credentials": { "password": password },
    })
}

fn mail(subject: &str, message_id: &str, text: &str) -> Vec<u8> {
    format!(
        "From: Service <no-reply@service.test>\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <{message_id}>\r\nDate: Tue, 1 Dec 2026 08:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{text}\r\n"
    )
    .into_bytes()
}

async fn create(server: &TestServer, user: &User, body: &Value) -> String {
    let response = server.post(user, "/accounts").json(body).send().await.unwrap();
    assert_eq!(response.status(), 201);
    response.json::<Value>().await.unwrap()["data"]["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_pop3_account_syncs_reads_and_waits_and_refuses_what_pop3_cannot_do() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    dovecot.deliver_to_maildir(USER, &mail("=?UTF-8?Q?Gr=C3=BC=C3=9Fe?=", "one@test", "hello"));
    dovecot.deliver_to_maildir(USER, &mail("Invoice", "two@test", "Your invoice is attached."));
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;

    // A wrong password is refused, stores nothing and is never echoed.
    refused_login(&server, &alice, &body(&dovecot, "wrong-pop-secret"), "wrong-pop-secret").await;
    // Settings of another provider are refused by name.
    let mut imap_key = body(&dovecot, PASSWORD);
    imap_key["settings"]["imap_host"] = json!("127.0.0.1");
    let response = server.post(&alice, "/accounts").json(&imap_key).send().await.unwrap();
    assert_eq!(response.status(), 400);
    assert!(response.text().await.unwrap().contains("settings.imap_host"));

    let mut with_smtp = body(&dovecot, PASSWORD);
    with_smtp["settings"]["smtp_host"] = json!("127.0.0.1");
    with_smtp["settings"]["smtp_port"] = json!(dovecot.submission_port().unwrap());
    with_smtp["settings"]["smtp_security"] = json!("none");
    let account = create(&server, &alice, &with_smtp).await;
    let shown = get_json(&server, &alice, &format!("/accounts/{account}")).await;
    assert_eq!(shown["data"]["provider"], "pop3");
    assert_eq!(shown["data"]["supports"], json!(["purge", "send"]));
    assert!(!shown.to_string().contains(PASSWORD));

    // Existing mail, in the one folder there is.
    let listed = eventually(Duration::from_secs(10), "the first sync", || async {
        let listed = folder_messages(&server, &alice, &account, "inbox").await;
        (listed.len() == 2).then_some(listed)
    })
    .await;
    let folders = get_json(&server, &alice, &format!("/accounts/{account}/folders")).await;
    assert_eq!(folders["data"].as_array().unwrap().len(), 1);
    assert_eq!(folders["data"][0]["role"], "inbox");
    let greeting = listed.iter().find(|m| m["subject"] == "Grüße").expect("the decoded subject");
    assert_eq!(greeting["from"][0]["email"], "no-reply@service.test");
    let id = greeting["id"].as_str().unwrap();

    // Reading fetches the message from the server (RETR).
    let read = get_json(&server, &alice, &format!("/messages/{id}")).await;
    assert!(read["data"]["text"].as_str().unwrap().contains("hello"), "{read}");

    // A wait on the inbox sees new mail within a second or two, not the poll interval.
    let waiting = {
        let request =
            server.get(&alice, &format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20"));
        tokio::spawn(async move { request.send().await.unwrap() })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    let sent = Instant::now();
    dovecot.deliver_to_maildir(USER, &mail("Your code", "code@test", "Your verification code is 730914."));
    let response = waiting.await.unwrap();
    assert_eq!(response.status(), 200);
    let found: Value = response.json().await.unwrap();
    assert_eq!(found["data"]["otp"], "730914");
    assert!(
        sent.elapsed() < Duration::from_secs(4),
        "a waited-on POP3 inbox is polled every second: {:?}",
        sent.elapsed()
    );

    // What POP3 cannot do answers 501 naming the capability.
    let refused = |response: reqwest::Response, capability: &'static str| async move {
        assert_eq!(response.status(), 501);
        let text = response.text().await.unwrap();
        assert!(text.contains("not_supported") && text.contains(&format!("`{capability}`")), "{text}");
    };
    let flag = server.patch(&alice, &format!("/messages/{id}")).json(&json!({ "unread": false })).send().await.unwrap();
    refused(flag, "flags").await;
    // No move can even name a destination: the inbox is the only folder.
    let moved = server.patch(&alice, &format!("/messages/{id}")).json(&json!({ "folder": "archive" })).send().await;
    assert_eq!(moved.unwrap().status(), 404);
    let folder = server.post(&alice, &format!("/accounts/{account}/folders")).json(&json!({ "name": "Work" })).send();
    refused(folder.await.unwrap(), "folders").await;
    let draft = server
        .post(&alice, &format!("/accounts/{account}/drafts"))
        .json(&json!({ "to": [{ "email": "bob@example.org" }], "subject": "Later" }))
        .send()
        .await
        .unwrap();
    refused(draft, "drafts").await;
    // Deleting is for good (there is no Trash): DELE, committed by QUIT.
    let files = |dovecot: &Dovecot| {
        ["cur", "new"].iter().flat_map(|d| std::fs::read_dir(dovecot.maildir(USER).join(d)).unwrap()).count()
    };
    assert_eq!(files(&dovecot), 3);
    let deleted = server.delete(&alice, &format!("/messages/{id}")).send().await.unwrap();
    assert_eq!(deleted.status(), 204);
    assert_eq!(files(&dovecot), 2, "gone from the server");
    assert_eq!(folder_messages(&server, &alice, &account, "inbox").await.len(), 2);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(
        folder_messages(&server, &alice, &account, "inbox").await.iter().all(|m| m["subject"] != "Grüße"),
        "and not synced back"
    );

    // Search answers from the index (a POP3 server has no search): subjects at once, bodies once
    // the body steps have read them.
    let found = get_json(&server, &alice, &format!("/accounts/{account}/messages?q=Invoice")).await;
    assert_eq!(found["data"].as_array().unwrap().len(), 1);
    assert_eq!(found["incomplete"], json!([]));
    eventually(Duration::from_secs(10), "the body index", || async {
        let shown = get_json(&server, &alice, &format!("/accounts/{account}")).await;
        (shown["data"]["sync"]["bodies"] == "complete").then_some(())
    })
    .await;
    let found = get_json(&server, &alice, &format!("/accounts/{account}/messages?q=attached")).await;
    assert_eq!(found["data"][0]["subject"], "Invoice", "{found}");

    // Sending goes through the account's SMTP settings; there is no Sent folder to keep a copy in.
    let send = server
        .post(&alice, &format!("/accounts/{account}/send"))
        .header("Idempotency-Key", "pop-1")
        .json(&json!({ "to": [{ "email": "bob@example.org" }], "subject": "From POP3", "text": "Hi" }))
        .send()
        .await
        .unwrap();
    assert_eq!(send.status(), 200, "{}", send.text().await.unwrap());
    assert_eq!(dovecot.relayed().len(), 1);
    assert_eq!(dovecot.relayed()[0].to, ["bob@example.org"]);

    // Mail deleted by another client leaves the index (by the next poll).
    for entry in std::fs::read_dir(dovecot.maildir(USER).join("cur"))
        .unwrap()
        .chain(std::fs::read_dir(dovecot.maildir(USER).join("new")).unwrap())
    {
        let path = entry.unwrap().path();
        if std::fs::read(&path).unwrap().windows(7).any(|w| w == b"Invoice") {
            std::fs::remove_file(path).unwrap();
        }
    }
    eventually(Duration::from_secs(15), "the deletion", || async {
        let listed = folder_messages(&server, &alice, &account, "inbox").await;
        (listed.len() == 1 && !listed.iter().any(|m| m["subject"] == "Invoice")).then_some(())
    })
    .await;
}

#[tokio::test]
async fn mcp_offers_a_pop3_account_only_the_tools_it_can_use() {
    let dovecot = Dovecot::start();
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    create(&server, &alice, &body(&dovecot, PASSWORD)).await;
    let mcp = server.base.replace("/api/v1", "/mcp");
    let listed = server
        .client
        .post(&mcp)
        .bearer_auth(&alice.token)
        .header("Accept", "application/json, text/event-stream")
        .json(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {} }))
        .send()
        .await
        .unwrap();
    assert_eq!(listed.status(), 200);
    let listed: Value = listed.json().await.unwrap();
    let names: Vec<&str> =
        listed["result"]["tools"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    for offered in ["list_accounts", "list_folders", "search_messages", "get_message", "wait_for_mail_code"] {
        assert!(names.contains(&offered), "{offered} in {names:?}");
    }
    // No SMTP settings: nothing to send with; POP3: no flags, moves, trash or drafts.
    for missing in ["mark_messages", "move_messages", "delete_messages", "create_draft", "send_message", "reply"] {
        assert!(!names.contains(&missing), "{missing} in {names:?}");
    }
}
