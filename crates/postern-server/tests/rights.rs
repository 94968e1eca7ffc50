//! Users, roles and tokens through the API: nobody hands out a right it does not hold, tokens
//! narrow and expire, revocation is immediate, the last admin stays, and every act is in the
//! hash-chained audit.

mod common;

use common::{TestServer, User};
use postern_core::Timestamp;
use serde_json::{Value, json};
use std::time::Duration;

async fn call(response: reqwest::RequestBuilder) -> (u16, Value) {
    let response = response.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn nobody_hands_out_a_right_it_does_not_hold() {
    let server = TestServer::start().await;
    let admin = server.admin("root").await;
    // An operator who manages users and reads the mail of one account.
    let (ops_id, ops) = server
        .user_with(
            "ops",
            json!([{ "allow": ["users.manage"] },
                   { "accounts": ["acc_books"], "allow": ["mail.read", "send"], "recipients": ["*@corp.test"],
                     "max_sends_per_day": 10, "folders": ["Invoices"] }]),
        )
        .await;
    let create = |grants: Value| server.post(&ops, "/users").json(&json!({ "name": "agent", "grants": grants }));

    for (wider, why) in [
        (json!([{ "accounts": ["*"], "allow": ["mail.read"] }]), "every account"),
        (json!([{ "accounts": ["acc_books"], "allow": ["mail.write"] }]), "another right"),
        (json!([{ "accounts": ["acc_books"], "allow": ["send"], "max_sends_per_day": 5 }]), "anyone"),
        (
            json!([{ "accounts": ["acc_books"], "allow": ["send"], "recipients": ["*"], "max_sends_per_day": 5 }]),
            "anyone, written out",
        ),
        (
            json!([{ "accounts": ["acc_books"], "allow": ["send"], "recipients": ["ann@corp.test"], "max_sends_per_day": 11 }]),
            "a higher cap",
        ),
        (json!([{ "accounts": ["acc_books"], "allow": ["send"], "recipients": ["ann@corp.test"] }]), "no cap"),
        (json!([{ "accounts": ["acc_books"], "allow": ["mail.read"], "folders": ["Private"] }]), "another folder"),
        (json!([{ "accounts": ["acc_books"], "allow": ["mail.read"] }]), "every folder"),
        (json!([{ "allow": ["admin"] }]), "admin"),
        (json!([{ "accounts": ["own"], "allow": ["inboxes"] }]), "another user's own"),
    ] {
        let (status, body) = call(create(wider)).await;
        assert_eq!(status, 403, "{why}: {body}");
        assert_eq!(code(&body), "forbidden");
    }
    let narrower = json!([{ "accounts": ["acc_books"], "allow": ["message.read", "send"], "recipients": ["ann@corp.test"],
                            "max_sends_per_day": 3, "folders": ["Invoices/2026"] }]);
    let (status, body) = call(create(narrower)).await;
    assert_eq!(status, 201, "{body}");
    let agent_id = body["data"]["id"].as_str().unwrap().to_string();

    // Bad grants are a 400 naming the field.
    let (status, body) = call(create(json!([{ "accounts": ["acc_books"], "allow": ["mail.everything"] }]))).await;
    assert_eq!((status, code(&body)), (400, "invalid_request"));
    assert!(body["error"]["fields"]["grants[0].allow"].is_string(), "{body}");
    let (status, _) = call(create(
        json!([{ "accounts": ["acc_books"], "allow": ["send"], "recipients": ["bob%evil.test@corp.test"] }]),
    ))
    .await;
    assert_eq!(status, 400, "source-routed recipients are refused");

    // Roles: creating one needs its rights; a user holding a role holds its rights.
    let (status, _) = call(
        server
            .client
            .put(format!("{}/roles/reader", server.base))
            .bearer_auth(&ops.token)
            .json(&json!({ "grants": [{ "accounts": ["*"], "allow": ["mail.read"] }] })),
    )
    .await;
    assert_eq!(status, 403);
    let (status, body) =
        call(server.client.put(format!("{}/roles/reader", server.base)).bearer_auth(&admin.token).json(
            &json!({ "description": "reads everything", "grants": [{ "accounts": ["*"], "allow": ["mail.read"] }] }),
        ))
        .await;
    assert_eq!(status, 201, "{body}");
    let (status, _) =
        call(server.patch(&ops, &format!("/users/{agent_id}")).json(&json!({ "roles": ["reader"] }))).await;
    assert_eq!(status, 403, "a role's rights count as the user's");
    let (status, _) = call(server.delete(&admin, "/roles/reader")).await;
    assert_eq!(status, 204);

    // Changing or deleting a user needs every right it holds.
    let (status, _) = call(server.delete(&ops, &format!("/users/{ops_id}"))).await;
    assert_eq!(status, 409, "nobody deletes itself");
    let root_id = server.store.first_admin().await.unwrap().unwrap().id;
    let (status, _) = call(server.patch(&ops, &format!("/users/{root_id}")).json(&json!({ "name": "r00t" }))).await;
    assert_eq!(status, 403, "the admin's rights are not the operator's");

    // A setup link signs in as its user: only for a caller who holds every right the user does.
    let (status, body) = call(server.post(&ops, &format!("/users/{root_id}/setup-link"))).await;
    assert_eq!((status, code(&body)), (403, "forbidden"), "{body}");
    let (status, body) = call(server.post(&ops, &format!("/users/{agent_id}/setup-link"))).await;
    assert_eq!(status, 201, "{body}");
    let path = body["data"]["path"].as_str().unwrap();
    let secret = path.strip_prefix("/ui/setup/").unwrap();
    assert!(secret.starts_with("pss_"), "{body}");
    assert!(body["data"]["url"].is_null(), "no --public-url, no URL: {body}");
    assert!(body["data"]["expires_at"].is_string());
    let (_, audit) = call(server.get(&admin, "/audit?action=ui.setup_link")).await;
    let records = audit["data"].as_array().unwrap();
    assert_eq!(records.iter().filter(|r| r["outcome"] == "ok").count(), 1, "{audit}");
    assert_eq!(records.iter().filter(|r| r["outcome"] == "denied").count(), 1, "{audit}");
    assert!(!audit.to_string().contains(secret), "the secret is never in the audit");

    let (status, _) = call(server.delete(&ops, &format!("/users/{agent_id}"))).await;
    assert_eq!(status, 204);
}

#[tokio::test]
async fn tokens_narrow_expire_and_are_revoked_at_once() {
    let server = TestServer::start().await;
    let _admin = server.admin("root").await;
    let (alice_id, alice) =
        server.user_with("alice", json!([{ "accounts": ["own"], "allow": ["inboxes", "mail.read"] }])).await;
    let me: Value = server.get(&alice, "/me").send().await.unwrap().json().await.unwrap();
    assert_eq!(me["data"]["user"]["id"], alice_id.as_str());
    assert_eq!(me["data"]["token"]["narrowed"], false);
    assert!(me["data"]["inboxes"]["operations"].as_array().unwrap().contains(&json!("inbox.create")));

    // A token of her own, narrower: it may read inboxes but not create them.
    let tokens = format!("/users/{alice_id}/tokens");
    let (status, body) = call(server.post(&alice, &tokens).json(&json!({
        "name": "reader", "grants": [{ "accounts": ["own"], "allow": ["inbox.list", "inbox.read"] }]
    })))
    .await;
    assert_eq!(status, 201, "{body}");
    let reader = User { token: body["token"].as_str().unwrap().to_string() };
    let reader_id = body["data"]["id"].as_str().unwrap().to_string();
    assert!(
        body["data"].get("hash").is_none() && !body["data"].to_string().contains("pst_"),
        "the secret is only in `token`"
    );
    assert_eq!(server.get(&reader, "/inboxes").send().await.unwrap().status(), 200);
    let (status, body) = call(server.post(&reader, "/inboxes").json(&json!({}))).await;
    assert_eq!((status, code(&body)), (403, "forbidden"));
    assert_eq!(body["error"]["message"], "Missing right: inbox.create.");
    // Never wider than its user, nor than the token that makes it.
    let (status, _) = call(server.post(&alice, &tokens).json(&json!({
        "name": "wide", "grants": [{ "accounts": ["own"], "allow": ["send"] }]
    })))
    .await;
    assert_eq!(status, 403);
    let (status, _) = call(server.post(&reader, &tokens).json(&json!({ "name": "whole" }))).await;
    assert_eq!(status, 403, "a narrowed token cannot mint one with all of its user's rights");
    // Another user's tokens are not hers to make.
    let (bob_id, _) = server.user_with("bob", json!([])).await;
    let (status, _) = call(server.post(&alice, &format!("/users/{bob_id}/tokens")).json(&json!({ "name": "x" }))).await;
    assert_eq!(status, 403);

    // Expiry: a token expiring in 1 s works until then.
    let soon = Timestamp(Timestamp::now().micros() + 1_000_000);
    let (status, body) = call(server.post(&alice, &tokens).json(&json!({ "name": "brief", "expires_at": soon }))).await;
    assert_eq!(status, 201, "{body}");
    let brief = User { token: body["token"].as_str().unwrap().to_string() };
    assert_eq!(server.get(&brief, "/inboxes").send().await.unwrap().status(), 200);
    tokio::time::sleep(Duration::from_millis(1100)).await;
    assert_eq!(server.get(&brief, "/inboxes").send().await.unwrap().status(), 401);
    // Grants expire too.
    let (status, _) = call(server.post(&alice, &tokens).json(&json!({
        "name": "past", "grants": [{ "accounts": ["own"], "allow": ["inbox.list"], "expires_at": "2020-01-01T00:00:00Z" }]
    })))
    .await;
    assert_eq!(status, 400, "an expiry in the past is refused when written");

    // Revocation is immediate.
    let (status, _) = call(server.delete(&alice, &format!("{tokens}/{reader_id}"))).await;
    assert_eq!(status, 204);
    let (status, body) = call(server.get(&reader, "/inboxes")).await;
    assert_eq!((status, code(&body)), (401, "authentication_failed"));
    let listed: Value = server.get(&alice, &tokens).send().await.unwrap().json().await.unwrap();
    let revoked = listed["data"].as_array().unwrap().iter().find(|t| t["id"] == reader_id.as_str()).unwrap();
    assert!(revoked["revoked_at"].is_string());
    assert!(!listed.to_string().contains("pst_"), "tokens are listed without secrets");
}

#[tokio::test]
async fn the_last_admin_stays_and_disabled_users_are_locked_out() {
    let server = TestServer::start().await;
    let root = server.admin("root").await;
    let root_id = server.store.user_by_name("root").await.unwrap().unwrap().id;
    let (status, _) = call(server.patch(&root, &format!("/users/{root_id}")).json(&json!({ "disabled": true }))).await;
    assert_eq!(status, 409, "nobody disables itself");
    let (status, body) = call(server.patch(&root, &format!("/users/{root_id}")).json(&json!({ "grants": [] }))).await;
    assert_eq!((status, code(&body)), (409, "conflict"), "the last admin keeps admin: {body}");
    // With a second admin, the first may step down; the second then cannot be removed.
    let (status, body) =
        call(server.post(&root, "/users").json(&json!({ "name": "second", "grants": [{ "allow": ["admin"] }] }))).await;
    assert_eq!(status, 201);
    let second_id = body["data"]["id"].as_str().unwrap().to_string();
    let (status, body) =
        call(server.post(&root, &format!("/users/{second_id}/tokens")).json(&json!({ "name": "t" }))).await;
    assert_eq!(status, 201);
    let second = User { token: body["token"].as_str().unwrap().to_string() };
    let (status, _) = call(server.patch(&root, &format!("/users/{root_id}")).json(&json!({ "grants": [] }))).await;
    assert_eq!(status, 200);
    let (status, _) = call(server.delete(&second, &format!("/users/{second_id}"))).await;
    assert_eq!(status, 409);
    // A disabled user's tokens are refused at once.
    let (status, body) = call(
        server
            .post(&second, "/users")
            .json(&json!({ "name": "carol", "grants": [{ "accounts": ["own"], "allow": ["inboxes"] }] })),
    )
    .await;
    assert_eq!(status, 201);
    let carol_id = body["data"]["id"].as_str().unwrap().to_string();
    let (_, body) =
        call(server.post(&second, &format!("/users/{carol_id}/tokens")).json(&json!({ "name": "t" }))).await;
    let carol = User { token: body["token"].as_str().unwrap().to_string() };
    assert_eq!(server.get(&carol, "/inboxes").send().await.unwrap().status(), 200);
    let (status, _) =
        call(server.patch(&second, &format!("/users/{carol_id}")).json(&json!({ "disabled": true }))).await;
    assert_eq!(status, 200);
    assert_eq!(server.get(&carol, "/inboxes").send().await.unwrap().status(), 401);
}

#[tokio::test]
async fn every_administrative_act_is_audited() {
    let server = TestServer::start().await;
    let root = server.admin("root").await;
    let (status, body) = call(
        server
            .post(&root, "/users")
            .json(&json!({ "name": "dave", "grants": [{ "accounts": ["own"], "allow": ["inboxes"] }] })),
    )
    .await;
    assert_eq!(status, 201);
    let dave_id = body["data"]["id"].as_str().unwrap().to_string();
    let (_, body) = call(server.post(&root, &format!("/users/{dave_id}/tokens")).json(&json!({ "name": "t" }))).await;
    let secret = body["token"].as_str().unwrap().to_string();
    let token_id = body["data"]["id"].as_str().unwrap().to_string();
    call(server.delete(&root, &format!("/users/{dave_id}/tokens/{token_id}"))).await;

    // A refused attempt is audited too.
    let (_, ops) = server.user_with("ops", json!([{ "allow": ["users.manage"] }])).await;
    let (status, _) =
        call(server.post(&ops, "/users").json(&json!({ "name": "x", "grants": [{ "allow": ["admin"] }] }))).await;
    assert_eq!(status, 403);
    let denied: Value = server.get(&root, "/audit?outcome=denied").send().await.unwrap().json().await.unwrap();
    assert_eq!(denied["data"].as_array().unwrap().len(), 1, "{denied}");
    assert_eq!(denied["data"][0]["action"], "user.create");
    assert!(denied["data"][0]["detail"]["reason"].as_str().unwrap().contains("admin"));
    let audit: Value = server.get(&root, "/audit?outcome=ok").send().await.unwrap().json().await.unwrap();
    let records = audit["data"].as_array().unwrap();
    let actions: Vec<&str> = records.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["token.revoke", "token.create", "user.create"], "newest first");
    let created = &records[2];
    assert_eq!(created["target"], dave_id.as_str());
    assert_eq!(created["outcome"], "ok");
    assert_eq!(created["source"], "127.0.0.1");
    assert!(created["token_id"].as_str().unwrap().starts_with("tok_"));
    assert!(!audit.to_string().contains(&secret), "no secret in the audit");
    let only: Value = server.get(&root, "/audit?action=user.create").send().await.unwrap().json().await.unwrap();
    let outcomes: Vec<&str> = only["data"].as_array().unwrap().iter().map(|r| r["outcome"].as_str().unwrap()).collect();
    assert_eq!(outcomes, ["denied", "ok"]);
    // Reading the whole audit needs `audit` on every account.
    let dave = server.user("erin").await;
    assert_eq!(server.get(&dave, "/audit").send().await.unwrap().status(), 403);

    assert_eq!(server.store.verify_audit().await.unwrap().broken, None);
    assert_eq!(server.store.verify_audit().await.unwrap().records, 4);
}

/// The `inboxes` group alone serves every inbox route, the shared `/messages/{id}` routes
/// included; without it, inbox mail is missing.
#[tokio::test]
async fn inboxes_alone_serve_every_inbox_route() {
    let server = TestServer::start().await;
    let (_, agent) = server.user_with("agent", json!([{ "accounts": ["own"], "allow": ["inboxes"] }])).await;
    let (inbox, address) = server.inbox(&agent).await;
    server.send(&[&address], &common::mail_with("Your code", "Your code is 482913")).await;
    let (status, list) = call(server.get(&agent, &format!("/inboxes/{inbox}/messages"))).await;
    assert_eq!(status, 200);
    let id = list["data"][0]["id"].as_str().unwrap().to_string();
    for path in [
        format!("/inboxes/{inbox}/messages/latest"),
        format!("/inboxes/{inbox}/messages/wait?since=0&timeout=1"),
        format!("/messages/{id}"),
        format!("/messages/{id}/raw"),
    ] {
        assert_eq!(server.get(&agent, &path).send().await.unwrap().status(), 200, "{path}");
    }
    let (_, reader) = server.user_with("reader", json!([{ "accounts": ["*"], "allow": ["mail.read"] }])).await;
    assert_eq!(call(server.get(&reader, &format!("/messages/{id}"))).await.0, 404, "mail rights do not reach inboxes");
    let (_, other) = server.user_with("other", json!([{ "accounts": ["own"], "allow": ["inboxes"] }])).await;
    assert_eq!(call(server.get(&other, &format!("/messages/{id}"))).await.0, 404, "another user's inbox mail");
    assert_eq!(server.delete(&agent, &format!("/messages/{id}")).send().await.unwrap().status(), 204);
}
