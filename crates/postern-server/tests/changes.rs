//! The change feed over HTTP: pages that resume exactly after a cursor, one user's changes only,
//! clear errors for bad and expired cursors, and the Server-Sent Events form resuming from
//! `Last-Event-ID`.

mod common;

use common::{TestServer, User};
use serde_json::Value;
use std::time::Duration;

async fn get(server: &TestServer, user: &User, path: &str) -> (u16, Value) {
    let response = server.get(user, path).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

async fn mail(server: &TestServer, address: &str, subject: &str) {
    let replies = server.send(&[address], &format!("From: a@acme.test\nSubject: {subject}\n\nbody\n")).await;
    assert!(replies.iter().any(|r| r.starts_with("250 2.0.0")), "{replies:?}");
}

#[tokio::test]
async fn pages_resume_exactly_after_their_cursor() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let bob = server.user("bob").await;
    let (inbox, address) = server.inbox(&alice).await;
    let (_, bob_address) = server.inbox(&bob).await;

    // Without `since`: nothing, and where to start.
    let (status, start) = get(&server, &alice, "/changes").await;
    assert_eq!(status, 200);
    assert_eq!(start["data"], serde_json::json!([]));
    let from = start["cursor"].as_str().unwrap().to_string();
    assert!(from.starts_with("chg_"));

    for i in 0..3 {
        mail(&server, &address, &format!("m{i}")).await;
        mail(&server, &bob_address, "not alice's").await;
    }
    let (_, page) = get(&server, &alice, &format!("/changes?since={from}&limit=2")).await;
    let first: Vec<&Value> = page["data"].as_array().unwrap().iter().collect();
    assert_eq!(first.len(), 2);
    assert_eq!(page["pagination"]["has_more"], true);
    for entry in &first {
        assert_eq!(entry["type"], "message.received");
        assert_eq!(entry["inbox_id"], inbox.as_str());
        assert!(entry["message_id"].as_str().unwrap().starts_with("msg_"));
        assert!(entry["id"].as_str().unwrap().starts_with("evt_"));
    }
    let next = page["cursor"].as_str().unwrap();
    assert_eq!(page["pagination"]["next_cursor"], next);
    let (_, rest) = get(&server, &alice, &format!("/changes?since={next}")).await;
    let rest = rest["data"].as_array().unwrap().clone();
    assert_eq!(rest.len(), 1, "the third, and none of bob's");
    let mut ids: Vec<&str> =
        first.iter().copied().chain(rest.iter()).map(|e| e["message_id"].as_str().unwrap()).collect();
    let listed: Value =
        server.get(&alice, &format!("/inboxes/{inbox}/messages")).send().await.unwrap().json().await.unwrap();
    let mut stored: Vec<&str> = listed["data"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap()).collect();
    ids.sort();
    stored.sort();
    assert_eq!(ids, stored, "every message once");
    let (_, bobs) = get(&server, &bob, &format!("/changes?since={from}")).await;
    assert_eq!(bobs["data"].as_array().unwrap().len(), 3);
    assert!(bobs["data"].as_array().unwrap().iter().all(|e| e["inbox_id"] != inbox.as_str()));

    // Caught up: an empty page keeps a usable cursor.
    let (_, end) = get(&server, &alice, &format!("/changes?since={}", rest[0]["cursor"].as_str().unwrap())).await;
    assert_eq!(end["data"], serde_json::json!([]));
    assert_eq!(end["pagination"]["has_more"], false);

    // Bad and impossible cursors.
    for (since, status, code) in [
        ("nonsense", 400, "invalid_request"),
        ("chg_-1", 400, "invalid_request"),
        ("chg_99999999", 410, "cursor_expired"),
    ] {
        let (got, body) = get(&server, &alice, &format!("/changes?since={since}")).await;
        assert_eq!((got, body["error"]["code"].as_str().unwrap()), (status, code), "{since}");
    }
    let (status, _) = get(&server, &alice, "/changes?since=chg_0&limit=1001").await;
    assert_eq!(status, 400);

    // Past the retention window: the purged part of the feed cannot be resumed.
    server.store.purge_changes(postern_core::Timestamp::now()).await.unwrap();
    let (status, body) = get(&server, &alice, &format!("/changes?since={from}")).await;
    assert_eq!(status, 410);
    assert!(body["error"]["message"].as_str().unwrap().contains("retention"));
}

/// Reads one SSE event (`id`, `event`, `data`) from a streaming response, skipping comments.
async fn next_event(response: &mut reqwest::Response, buffer: &mut String) -> (String, String, Value) {
    loop {
        if let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let mut fields = std::collections::HashMap::new();
            for line in block.lines().filter(|l| !l.starts_with(':')) {
                if let Some((k, v)) = line.split_once(": ") {
                    fields.insert(k.to_string(), v.to_string());
                }
            }
            if let Some(data) = fields.get("data") {
                return (fields["id"].clone(), fields["event"].clone(), serde_json::from_str(data).unwrap());
            }
            continue;
        }
        let chunk = tokio::time::timeout(Duration::from_secs(10), response.chunk()).await.expect("an event").unwrap();
        buffer.push_str(&String::from_utf8_lossy(&chunk.expect("the stream stays open")));
    }
}

#[tokio::test]
async fn the_stream_resumes_from_last_event_id() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let (_, address) = server.inbox(&alice).await;
    let mut stream = server.get(&alice, "/changes/stream").send().await.unwrap();
    assert_eq!(stream.status(), 200);
    assert_eq!(stream.headers()["content-type"], "text/event-stream");
    let mut buffer = String::new();
    mail(&server, &address, "one").await;
    let (first_id, kind, data) = next_event(&mut stream, &mut buffer).await;
    assert_eq!(kind, "message.received");
    assert_eq!(data["cursor"], first_id.as_str());
    drop(stream);

    // Gone for a while; two more arrive; the reconnect names the last event it saw.
    mail(&server, &address, "two").await;
    mail(&server, &address, "three").await;
    let mut again = server.get(&alice, "/changes/stream").header("Last-Event-ID", &first_id).send().await.unwrap();
    let mut buffer = String::new();
    let (second, _, two) = next_event(&mut again, &mut buffer).await;
    let (third, _, three) = next_event(&mut again, &mut buffer).await;
    let seq = |id: &str| id.trim_start_matches("chg_").parse::<i64>().unwrap();
    assert!(seq(&first_id) < seq(&second) && seq(&second) < seq(&third), "in order");
    assert_ne!(two["message_id"], three["message_id"]);
    assert_ne!(two["message_id"], data["message_id"]);
    // Live again: a new change arrives on the open stream.
    mail(&server, &address, "four").await;
    let (fourth, _, _) = next_event(&mut again, &mut buffer).await;
    assert!(seq(&fourth) > seq(&third));

    let bad = server.get(&alice, "/changes/stream").header("Last-Event-ID", "chg_99999999").send().await.unwrap();
    assert_eq!(bad.status(), 410);
}
