//! The REST API driven over HTTP: auth, ownership, inboxes, messages, pagination, bad input.

mod common;

use common::{TestServer, mail_with};
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn error_code(response: reqwest::Response) -> (StatusCode, String) {
    let status = response.status();
    let body: Value = response.json().await.unwrap();
    (status, body["error"]["code"].as_str().unwrap_or_default().to_string())
}

#[tokio::test]
async fn authentication_is_bearer_only() {
    let s = TestServer::start().await;
    let r = s.client.get(format!("{}/inboxes", s.base)).send().await.unwrap();
    assert_eq!(r.headers()["www-authenticate"], "Bearer realm=\"postern\"");
    assert_eq!(error_code(r).await, (StatusCode::UNAUTHORIZED, "authentication_required".into()));

    let r = s.client.get(format!("{}/inboxes", s.base)).bearer_auth("pst_not_a_real_token").send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::UNAUTHORIZED, "authentication_failed".into()));

    // A well-formed token that was never issued.
    let fake = postern_core::token::generate().secret;
    let r = s.client.get(format!("{}/inboxes", s.base)).bearer_auth(&fake).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::UNAUTHORIZED, "authentication_failed".into()));

    let alice = s.user("alice").await;
    for query in ["api_key=x", "token=x", "access_token=x", "KEY=x", &format!("cursor={}", alice.token)] {
        let r = s.get(&alice, &format!("/inboxes?{query}")).send().await.unwrap();
        let (status, code) = error_code(r).await;
        assert_eq!((status, code.as_str()), (StatusCode::BAD_REQUEST, "credential_in_url"), "{query}");
    }
    let r = s.client.get(format!("{}/inboxes", s.base)).basic_auth("alice", Some(&alice.token)).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let r = s.get(&alice, "/inboxes").send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
}

#[tokio::test]
async fn healthz_needs_no_token() {
    let s = TestServer::start().await;
    let r = s.client.get(s.base.replace("/api/v1", "/healthz")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap(), json!({"status": "ok", "database": "ok"}));
    // Without its database the instance says so, for a load balancer to pass it over.
    s.store.close().await;
    let r = s.client.get(s.base.replace("/api/v1", "/healthz")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(r.json::<Value>().await.unwrap(), json!({"status": "unavailable", "database": "unreachable"}));
}

#[tokio::test]
async fn inbox_lifecycle() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let r = s.post(&alice, "/inboxes").json(&json!({"label": "signup"})).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let inbox: Value = r.json::<Value>().await.unwrap()["data"].clone();
    let id = inbox["id"].as_str().unwrap();
    assert!(id.starts_with("inbox_"));
    assert_eq!(inbox["label"], "signup");
    assert_eq!(inbox["is_enabled"], true);
    assert!(inbox["address"].as_str().unwrap().ends_with("@postern.localhost"));
    assert!(inbox["created_at"].as_str().unwrap().ends_with('Z'));

    // No body at all, as `send_test_code`-style clients send, is an empty object.
    let r = s.post(&alice, "/inboxes").send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.json::<Value>().await.unwrap()["data"]["label"], "");

    let got: Value = s.get(&alice, &format!("/inboxes/{id}")).send().await.unwrap().json().await.unwrap();
    assert_eq!(got["data"]["message_count_month"], 0);
    assert_eq!(got["data"]["webhook_configured"], false);

    let r = s
        .patch(&alice, &format!("/inboxes/{id}"))
        .json(&json!({"is_enabled": false, "label": "off"}))
        .send()
        .await
        .unwrap();
    let patched: Value = r.json().await.unwrap();
    assert_eq!(patched["data"]["is_enabled"], false);
    assert_eq!(patched["data"]["label"], "off");

    let r = s.delete(&alice, &format!("/inboxes/{id}")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(r.text().await.unwrap(), "");
    let r = s.get(&alice, &format!("/inboxes/{id}")).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()));
}

#[tokio::test]
async fn another_users_inbox_and_messages_are_not_found() {
    let s = TestServer::start().await;
    let (alice, bob) = (s.user("alice").await, s.user("bob").await);
    let (inbox, address) = s.inbox(&alice).await;
    s.send(&[&address], &mail_with("hi", "Your code is 482917")).await;
    let msg: Value =
        s.get(&alice, &format!("/inboxes/{inbox}/messages/latest")).send().await.unwrap().json().await.unwrap();
    let msg_id = msg["data"]["id"].as_str().unwrap().to_string();

    for path in [
        format!("/inboxes/{inbox}"),
        format!("/inboxes/{inbox}/messages"),
        format!("/inboxes/{inbox}/messages/latest"),
        format!("/inboxes/{inbox}/messages/wait?timeout=1&since=0"),
        format!("/messages/{msg_id}"),
        format!("/messages/{msg_id}/raw"),
    ] {
        let r = s.get(&bob, &path).send().await.unwrap();
        assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()), "{path}");
    }
    for r in [
        s.post(&bob, &format!("/inboxes/{inbox}/test-code")).send().await.unwrap(),
        s.delete(&bob, &format!("/inboxes/{inbox}")).send().await.unwrap(),
        s.delete(&bob, &format!("/messages/{msg_id}")).send().await.unwrap(),
        s.patch(&bob, &format!("/inboxes/{inbox}")).json(&json!({"label": "mine"})).send().await.unwrap(),
    ] {
        assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()));
    }
    let listed: Value = s.get(&bob, "/inboxes").send().await.unwrap().json().await.unwrap();
    assert_eq!(listed["data"], json!([]));
    // Alice still has everything.
    assert_eq!(s.get(&alice, &format!("/messages/{msg_id}")).send().await.unwrap().status(), StatusCode::OK);
}

#[tokio::test]
async fn ids_are_one_opaque_path_segment() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    for path in
        [format!("/inboxes/{inbox}%2Fmessages"), "/inboxes/..%2F..%2Fadmin".into(), "/messages/msg_1%3Fx%3D1".into()]
    {
        let r = s.get(&alice, &path).send().await.unwrap();
        assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()), "{path}");
    }
}

#[tokio::test]
async fn bad_bodies_get_clear_errors() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let post =
        |body: &'static str, ct: &'static str| s.post(&alice, "/inboxes").header("content-type", ct).body(body).send();
    assert_eq!(error_code(post("{not json", "application/json").await.unwrap()).await.1, "invalid_request");
    assert_eq!(error_code(post("{\"label\": 5}", "application/json").await.unwrap()).await.1, "invalid_request");
    assert_eq!(
        error_code(post("label=x", "application/x-www-form-urlencoded").await.unwrap()).await.1,
        "unsupported_media_type"
    );
    let long = json!({"label": "x".repeat(201)});
    let r = s.post(&alice, "/inboxes").json(&long).send().await.unwrap();
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["error"]["code"], "invalid_request");
    assert!(body["error"]["fields"]["label"].is_string());
    assert!(!body.to_string().contains("xxxxxxxx"), "the body is never echoed");
    let huge = "x".repeat(2 * 1024 * 1024);
    let r = s.post(&alice, "/inboxes").header("content-type", "application/json").body(huge).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large".into()));
    let (inbox, _) = s.inbox(&alice).await;
    let r = s.patch(&alice, &format!("/inboxes/{inbox}")).json(&json!({})).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::BAD_REQUEST, "invalid_request".into()));
    let r = s.client.put(format!("{}/inboxes", s.base)).bearer_auth(&alice.token).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed".into()));
    // A path parameter that is not UTF-8 (found by the api_request fuzz target: axum answered
    // in plain text).
    for path in ["/accounts/1%81/folders", "/inboxes/%FF", "/messages/%C3/attachments/0"] {
        let r = s.get(&alice, path).send().await.unwrap();
        assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()), "{path}");
    }
}

#[tokio::test]
async fn pagination_walks_every_item_once() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let mut created = Vec::new();
    for _ in 0..5 {
        created.push(s.inbox(&alice).await.0);
    }
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/inboxes?limit=2&cursor={c}"),
            None => "/inboxes?limit=2".to_string(),
        };
        let page: Value = s.get(&alice, &path).send().await.unwrap().json().await.unwrap();
        seen.extend(page["data"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap().to_string()));
        if !page["pagination"]["has_more"].as_bool().unwrap() {
            assert!(page["pagination"]["next_cursor"].is_null());
            break;
        }
        cursor = Some(page["pagination"]["next_cursor"].as_str().unwrap().to_string());
    }
    created.reverse();
    assert_eq!(seen, created, "newest first, each once");

    for bad in ["0", "101", "abc", "-1"] {
        let r = s.get(&alice, &format!("/inboxes?limit={bad}")).send().await.unwrap();
        let body: Value = r.json().await.unwrap();
        assert!(body["error"]["fields"]["limit"].is_string(), "{bad}");
    }
    // A cursor of another query is refused.
    let page: Value = s.get(&alice, "/inboxes?limit=1").send().await.unwrap().json().await.unwrap();
    let c = page["pagination"]["next_cursor"].as_str().unwrap();
    let r = s.get(&alice, &format!("/inboxes/{}/messages?cursor={c}", created[0])).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::BAD_REQUEST, "invalid_request".into()));
}

#[tokio::test]
async fn message_filters_latest_raw_and_delete() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, address) = s.inbox(&alice).await;
    let r = s.get(&alice, &format!("/inboxes/{inbox}/messages/latest")).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::NOT_FOUND, "not_found".into()));

    s.send(&[&address], &mail_with("Welcome aboard", "Thanks for joining.")).await;
    s.send(&[&address], &mail_with("Your Login Code", "Your verification code is 771204")).await;
    let list = |q: &str| {
        let path = format!("/inboxes/{inbox}/messages{q}");
        let req = s.get(&alice, &path);
        async move { req.send().await.unwrap().json::<Value>().await.unwrap()["data"].as_array().unwrap().clone() }
    };
    assert_eq!(list("").await.len(), 2);
    let with_otp = list("?has_otp=true").await;
    assert_eq!(with_otp.len(), 1);
    assert_eq!(with_otp[0]["otp"], "771204");
    assert_eq!(list("?has_otp=false").await[0]["subject"], "Welcome aboard");
    assert_eq!(list("?subject_contains=login%20code").await.len(), 1);
    assert_eq!(list("?from=acme.test").await.len(), 2);
    assert_eq!(list("?from=other.test").await.len(), 0);

    let latest: Value =
        s.get(&alice, &format!("/inboxes/{inbox}/messages/latest")).send().await.unwrap().json().await.unwrap();
    let m = &latest["data"];
    assert_eq!(m["subject"], "Your Login Code");
    assert_eq!(m["from"], "Acme <no-reply@acme.test>");
    assert_eq!(m["envelope_from"], "sender@acme.test");
    assert_eq!(m["status"], "parsed");
    // The evidence behind the code is part of the message.
    let best = &m["candidates"][0];
    assert_eq!((best["kind"].as_str(), best["value"].as_str()), (Some("code"), Some("771204")));
    assert_eq!(best["score"], m["otp_confidence"]);
    assert!(best["evidence"][0].as_str().unwrap().contains("keyword"), "{best}");
    let id = m["id"].as_str().unwrap();

    let raw = s.get(&alice, &format!("/messages/{id}/raw")).send().await.unwrap();
    assert_eq!(raw.headers()["content-type"], "message/rfc822");
    let raw = raw.text().await.unwrap();
    assert!(raw.starts_with("Received: from tester.test"), "{raw}");
    assert!(raw.contains("Your verification code is 771204"));

    assert_eq!(s.delete(&alice, &format!("/messages/{id}")).send().await.unwrap().status(), StatusCode::NO_CONTENT);
    assert_eq!(s.get(&alice, &format!("/messages/{id}")).send().await.unwrap().status(), StatusCode::NOT_FOUND);
    assert_eq!(list("").await.len(), 1);
}

#[tokio::test]
async fn test_codes_are_stored_like_mail_and_rate_limited() {
    let s = TestServer::start().await;
    let alice = s.user("alice").await;
    let (inbox, _) = s.inbox(&alice).await;
    let r = s.post(&alice, &format!("/inboxes/{inbox}/test-code")).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    let sent: Value = r.json().await.unwrap();
    let msg_id = sent["data"]["message_id"].as_str().unwrap();
    assert!(msg_id.starts_with("msg_"));
    let msg: Value = s.get(&alice, &format!("/messages/{msg_id}")).send().await.unwrap().json().await.unwrap();
    let otp = msg["data"]["otp"].as_str().unwrap();
    assert_eq!(otp.len(), 6);
    assert!(msg["data"]["subject"].as_str().unwrap().contains(otp));
    assert!(msg["data"]["otp_confidence"].as_f64().unwrap() >= 0.9);

    for _ in 0..4 {
        assert_eq!(
            s.post(&alice, &format!("/inboxes/{inbox}/test-code")).send().await.unwrap().status(),
            StatusCode::CREATED
        );
    }
    let r = s.post(&alice, &format!("/inboxes/{inbox}/test-code")).send().await.unwrap();
    let retry: u64 = r.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3000..=3600).contains(&retry), "{retry}");
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["error"]["code"], "rate_limited");
    assert!(body["error"]["message"].as_str().unwrap().starts_with("Too many test codes. Try again at "));

    // Per user: 20 an hour across inboxes (5 already used).
    let mut statuses = Vec::new();
    for _ in 0..4 {
        let (other, _) = s.inbox(&alice).await;
        for _ in 0..5 {
            statuses.push(s.post(&alice, &format!("/inboxes/{other}/test-code")).send().await.unwrap().status());
        }
    }
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::CREATED).count(), 15);
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count(), 5);

    let (disabled, _) = s.inbox(&alice).await;
    s.patch(&alice, &format!("/inboxes/{disabled}")).json(&json!({"is_enabled": false})).send().await.unwrap();
    let r = s.post(&alice, &format!("/inboxes/{disabled}/test-code")).send().await.unwrap();
    assert_eq!(error_code(r).await, (StatusCode::CONFLICT, "inbox_disabled".into()));
}

/// Any text searched for answers (found by the api_request fuzz target: a NUL in `q` made
/// SQLite's full-text query fail, a 500).
#[tokio::test]
async fn any_search_text_is_answered() {
    let s = TestServer::start().await;
    let alice = s.admin("alice").await;
    for query in ["q=from%00cre", "q=%00", "from=a%00b", "subject=%00%00x", "to=x%00", "q=%22%00%22"] {
        let r = s.get(&alice, &format!("/messages?{query}")).send().await.unwrap();
        let status = r.status();
        let body = r.text().await.unwrap();
        assert!(status.is_success(), "{query}: {status} {body}");
    }
    // Nothing stored holds a NUL: a body that carries one is refused, a path with one names
    // nothing.
    let r = s.post(&alice, "/inboxes").header("content-type", "application/json").body(r#"{"label":"a\u0000b"}"#);
    let r = r.send().await.unwrap();
    assert_eq!(r.status(), 400);
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["error"]["code"], "invalid_request");
    assert_eq!(s.get(&alice, "/inboxes/inb_%00").send().await.unwrap().status(), 404);
}
