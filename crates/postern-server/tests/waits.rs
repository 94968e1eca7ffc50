//! Wait semantics: every `since` form, `require`, `min_confidence`, the cutoff header, races
//! between calls, the concurrency caps and shutdown.

mod common;

use common::{TestServer, mail_with};
use postern_server::ApiConfig;
use reqwest::StatusCode;
use serde_json::Value;
use std::time::{Duration, Instant};

const CODE_MAIL: &str = "Your verification code is 482913";

async fn wait(s: &TestServer, user: &common::User, inbox: &str, query: &str) -> reqwest::Response {
    s.get(user, &format!("/inboxes/{inbox}/messages/wait?{query}")).send().await.unwrap()
}

fn since_header(r: &reqwest::Response) -> String {
    let a = r.headers()["mailsocket-wait-since"].to_str().unwrap().to_string();
    assert_eq!(a, r.headers()["postern-wait-since"].to_str().unwrap());
    a
}

#[tokio::test]
async fn a_message_arriving_during_the_wait_is_returned() {
    let s = TestServer::start().await;
    let (alice, admin) = (s.user("alice").await, s.admin("root").await);
    let (inbox, address) = s.inbox(&alice).await;
    let waiting = wait(&s, &alice, &inbox, "timeout=10.0&require=otp&min_confidence=0.0");
    let sender = async {
        common::until_waits_open(&s, &admin, 1).await;
        common::smtp_dialog(s.smtp, &[&address], &mail_with("Sign in", CODE_MAIL)).await
    };
    let (r, sent) = tokio::join!(waiting, sender);
    assert_eq!(r.status(), StatusCode::OK);
    since_header(&r);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["data"]["otp"], "482913");
    assert!(sent.iter().any(|l| l.starts_with("250 2.0.0")));
}

#[tokio::test]
async fn since_omitted_ignores_mail_already_there_but_zero_does_not() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    s.send(&[&address], &mail_with("old", "Your verification code is 318472")).await;
    s.send(&[&address], &mail_with("newer", "Your verification code is 529061")).await;

    let started = Instant::now();
    let r = wait(&s, &alice, &inbox, "timeout=1.0&require=otp").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert!(started.elapsed() >= Duration::from_millis(900));
    let cutoff = since_header(&r);
    assert!(cutoff.ends_with('Z') && cutoff.len() == 27, "{cutoff}");
    assert_eq!(r.text().await.unwrap(), "", "204 has an empty body");

    // since=0: the oldest match first.
    let r = wait(&s, &alice, &inbox, "timeout=1&require=otp&since=0").await;
    assert_eq!(since_header(&r), "1970-01-01T00:00:00.000000Z");
    let first: Value = r.json().await.unwrap();
    assert_eq!(first["data"]["otp"], "318472");

    // since=<message id>: the match after that message.
    let first_id = first["data"]["id"].as_str().unwrap();
    let r = wait(&s, &alice, &inbox, &format!("timeout=1&require=otp&since={first_id}")).await;
    let second: Value = r.json().await.unwrap();
    assert_eq!(second["data"]["otp"], "529061");
    let second_id = second["data"]["id"].as_str().unwrap();
    let r = wait(&s, &alice, &inbox, &format!("timeout=1&require=otp&since={second_id}")).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    // An unknown message id falls back to the beginning.
    let r = wait(&s, &alice, &inbox, "timeout=1&require=otp&since=msg_unknown").await;
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["otp"], "318472");

    // ISO 8601 (inclusive) and unix seconds with a fraction.
    let received = second["data"]["received_at"].as_str().unwrap();
    let r = wait(&s, &alice, &inbox, &format!("timeout=1&require=otp&since={received}")).await;
    assert_eq!(since_header(&r), received);
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["otp"], "529061");
    let micros = postern_core::Timestamp::parse_iso(received).unwrap().micros();
    let unix = format!("{}.{:06}", micros / 1_000_000, micros % 1_000_000);
    let r = wait(&s, &alice, &inbox, &format!("timeout=1&require=otp&since={unix}")).await;
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["otp"], "529061");
    let r = wait(
        &s,
        &alice,
        &inbox,
        &format!("timeout=1&require=otp&since={}", received.replace('T', "%20").replace('Z', "%2B00:00")),
    )
    .await;
    assert_eq!(r.status(), StatusCode::OK, "space separator and +00:00 offset");

    for bad in ["yesterday", "-5", "2026-13-01T00:00:00Z"] {
        let r = wait(&s, &alice, &inbox, &format!("since={bad}")).await;
        let body: Value = r.json().await.unwrap();
        assert!(body["error"]["fields"]["since"].is_string(), "{bad}");
    }
}

#[tokio::test]
async fn require_and_min_confidence_filter_matches() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    s.send(&[&address], &mail_with("Newsletter", "Nothing to see")).await;
    let link_mail = "From: a@b.test\nSubject: Confirm\nContent-Type: text/html\n\n<a href=\"https://app.test/verify?token=abcdefghijklmnop1234\">Confirm your email</a>";
    s.send(&[&address], link_mail).await;
    s.send(&[&address], &mail_with("Code", CODE_MAIL)).await;

    let r = wait(&s, &alice, &inbox, "timeout=1&since=0&require=link").await;
    assert_eq!(
        r.json::<Value>().await.unwrap()["data"]["magic_link"],
        "https://app.test/verify?token=abcdefghijklmnop1234"
    );
    let r = wait(&s, &alice, &inbox, "timeout=1&since=0&require=otp").await;
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["otp"], "482913");
    let r = wait(&s, &alice, &inbox, "timeout=1&since=0&require=any").await;
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["subject"], "Confirm", "the oldest match");
    let r = wait(&s, &alice, &inbox, "timeout=1&since=0&require=otp&min_confidence=1.0").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    for bad in ["require=both", "min_confidence=2", "min_confidence=x", "timeout=abc"] {
        let r = wait(&s, &alice, &inbox, bad).await;
        assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{bad}");
    }
}

#[tokio::test]
async fn timeouts_are_clamped_to_one_and_twenty_five_seconds() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    let started = Instant::now();
    let r = wait(&s, &alice, &inbox, "timeout=0.01").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let took = started.elapsed();
    assert!(took >= Duration::from_millis(950) && took < Duration::from_secs(5), "{took:?}");
}

#[tokio::test]
async fn chaining_with_the_cutoff_header_misses_nothing_between_calls() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let r = wait(&s, &alice, &inbox, "timeout=1&require=otp").await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let cutoff = since_header(&r);
    // The message lands after the first call ended and before the second one starts.
    s.send(&[&address], &mail_with("Code", CODE_MAIL)).await;
    let r = wait(&s, &alice, &inbox, &format!("timeout=1&require=otp&since={cutoff}")).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(since_header(&r), cutoff, "the cutoff never moves");
}

#[tokio::test]
async fn many_waiters_each_get_their_own_message() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let mut inboxes = Vec::new();
    for _ in 0..8 {
        inboxes.push(s.inbox(&alice).await);
    }
    let mut waits = Vec::new();
    for (id, _) in &inboxes {
        let req = s.get(&alice, &format!("/inboxes/{id}/messages/wait?timeout=10&require=otp"));
        waits.push(tokio::spawn(async move { req.send().await.unwrap().json::<Value>().await.unwrap() }));
    }
    common::until_waits_open(&s, &s.admin("root").await, 8).await;
    for (i, (_, address)) in inboxes.iter().enumerate() {
        s.send(&[address], &mail_with("Code", &format!("Your verification code is {}", 300000 + i))).await;
    }
    for (i, w) in waits.into_iter().enumerate() {
        let body = w.await.unwrap();
        assert_eq!(body["data"]["otp"], format!("{}", 300000 + i));
        assert_eq!(body["data"]["inbox_id"], inboxes[i].0);
    }
}

#[tokio::test]
async fn concurrent_waits_are_capped_per_token_and_in_total() {
    let s = TestServer::with_config(ApiConfig { waits_per_token: 2, waits_total: 3, ..Default::default() }).await;
    let (alice, bob) = (s.user("alice").await, s.user("bob").await);
    let (a_inbox, _) = s.inbox(&alice).await;
    let (b_inbox, _) = s.inbox(&bob).await;
    let hold = |user: &common::User, inbox: &str| {
        let req = s.get(user, &format!("/inboxes/{inbox}/messages/wait?timeout=3"));
        tokio::spawn(async move { req.send().await.unwrap().status() })
    };
    let admin = s.admin("root").await;
    let held = vec![hold(&alice, &a_inbox), hold(&alice, &a_inbox)];
    common::until_waits_open(&s, &admin, 2).await;
    let r = wait(&s, &alice, &a_inbox, "timeout=1").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(r.headers()["retry-after"], "1");
    assert_eq!(r.json::<Value>().await.unwrap()["error"]["code"], "too_many_wait_requests");

    let third = hold(&bob, &b_inbox);
    common::until_waits_open(&s, &admin, 3).await;
    let r = wait(&s, &bob, &b_inbox, "timeout=1").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(r.json::<Value>().await.unwrap()["error"]["code"], "wait_capacity");
    // Other calls are still served while the waits are held.
    assert_eq!(s.get(&bob, "/inboxes").send().await.unwrap().status(), StatusCode::OK);

    for h in held.into_iter().chain([third]) {
        assert_eq!(h.await.unwrap(), StatusCode::NO_CONTENT);
    }
    // Slots are released.
    assert_eq!(wait(&s, &alice, &a_inbox, "timeout=1").await.status(), StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn a_disabled_inbox_cannot_be_waited_on() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    s.patch(&alice, &format!("/inboxes/{inbox}")).json(&serde_json::json!({"is_enabled": false})).send().await.unwrap();
    let r = wait(&s, &alice, &inbox, "timeout=1").await;
    assert_eq!(r.status(), StatusCode::CONFLICT);
    since_header(&r);
    assert_eq!(r.json::<Value>().await.unwrap()["error"]["code"], "inbox_disabled");
}

#[tokio::test]
async fn shutdown_answers_open_waits_with_204() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    let req = s.get(&alice, &format!("/inboxes/{inbox}/messages/wait?timeout=25"));
    let open = tokio::spawn(async move {
        let r = req.send().await.unwrap();
        (r.status(), r.headers().contains_key("mailsocket-wait-since"))
    });
    common::until_waits_open(&s, &s.admin("root").await, 1).await;
    let started = Instant::now();
    s.stop.send(true).unwrap();
    assert_eq!(open.await.unwrap(), (StatusCode::NO_CONTENT, true));
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn a_client_that_hangs_up_releases_its_wait_slot() {
    use tokio::io::AsyncWriteExt;
    let s = TestServer::with_config(ApiConfig { waits_per_token: 1, ..Default::default() }).await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    let addr = s.base.trim_start_matches("http://").split('/').next().unwrap().to_string();
    let mut raw = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let request = format!(
        "GET /api/v1/inboxes/{inbox}/messages/wait?timeout=25 HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {}\r\n\r\n",
        alice.token
    );
    raw.write_all(request.as_bytes()).await.unwrap();
    let admin = s.admin("root").await;
    common::until_waits_open(&s, &admin, 1).await;
    assert_eq!(wait(&s, &alice, &inbox, "timeout=1").await.status(), StatusCode::TOO_MANY_REQUESTS, "the slot is held");
    drop(raw);
    common::until_waits_open(&s, &admin, 0).await;
    assert_eq!(wait(&s, &alice, &inbox, "timeout=1").await.status(), StatusCode::NO_CONTENT, "and released on hang-up");
}
