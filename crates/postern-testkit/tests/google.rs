//! Drives the fake Google (OAuth, Gmail API v1, Pub/Sub push) with plain HTTP, as a client
//! would.

mod common;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};

use aws_lc_rs::signature::{RSA_PKCS1_2048_8192_SHA256, RsaPublicKeyComponents};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE, URL_SAFE_NO_PAD};
use common::{Answer, Endpoint, challenge, form, http, pair};
use hyper::http::request::Parts;
use postern_testkit::google::{CLIENT_ID, CLIENT_SECRET, FakeGoogle};
use serde_json::{Value, json};

const REDIRECT: &str = "http://127.0.0.1:8400/callback";
const SCOPE: &str = "https://mail.google.com/";
const ALICE: &str = "alice@example.test";
const BOB: &str = "bob@example.test";
const VERIFIER: &str = "the-verifier-must-be-at-least-43-characters-long-0123456789";
const TOPIC: &str = "projects/postern-test/topics/gmail";
const SUBSCRIPTION: &str = "projects/postern-test/subscriptions/gmail-push";
const PUSHER: &str = "gmail-push@postern-test.iam.gserviceaccount.com";

/// `POST /token` with the client's credentials and `pairs`; (status, JSON).
async fn token(fake: &FakeGoogle, pairs: &[(&str, &str)]) -> (u16, Value) {
    let mut all = vec![("client_id", CLIENT_ID), ("client_secret", CLIENT_SECRET)];
    all.extend_from_slice(pairs);
    let response = http()
        .post(fake.token_url())
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form(&all))
        .send()
        .await
        .expect("a token request");
    let status = response.status().as_u16();
    (status, response.json().await.expect("token JSON"))
}

/// Opens the consent URL (PKCE S256) with `extra` parameters; the redirect's query pairs.
async fn authorize(fake: &FakeGoogle, extra: &[(&str, &str)]) -> Vec<(String, String)> {
    let challenge = challenge(VERIFIER);
    let mut pairs = vec![
        ("client_id", CLIENT_ID),
        ("redirect_uri", REDIRECT),
        ("response_type", "code"),
        ("scope", SCOPE),
        ("state", "st-1"),
        ("code_challenge", challenge.as_str()),
        ("code_challenge_method", "S256"),
    ];
    pairs.extend_from_slice(extra);
    let response = http().get(format!("{}?{}", fake.authorize_url(), form(&pairs))).send().await.expect("authorize");
    assert_eq!(response.status().as_u16(), 302);
    let location = response.headers()["location"].to_str().expect("a Location").to_string();
    assert!(location.starts_with(&format!("{REDIRECT}?")), "{location}");
    reqwest::Url::parse(&location).expect("a URL").query_pairs().into_owned().collect()
}

/// Redeems the code of a consent redirect; (status, JSON).
async fn redeem(fake: &FakeGoogle, pairs: &[(String, String)], verifier: &str) -> (u16, Value) {
    let code = pair(pairs, "code").expect("a code").to_string();
    token(
        fake,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", verifier),
        ],
    )
    .await
}

/// A Gmail client for one user.
struct Gmail {
    http: reqwest::Client,
    base: String,
    token: String,
}

impl Answer {
    /// The `reason` of Google's error body.
    fn reason(&self) -> String {
        self.json()["error"]["errors"][0]["reason"].as_str().unwrap_or_default().to_string()
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

impl Gmail {
    /// Tokens straight from the fake (the browser flow has its own tests).
    fn new(fake: &FakeGoogle, address: &str) -> Gmail {
        let (access, _) = fake.issue_tokens(address);
        Gmail::with_token(fake, &access)
    }

    fn with_token(fake: &FakeGoogle, token: &str) -> Gmail {
        Gmail { http: http(), base: format!("{}/gmail/v1/users/me", fake.gmail()), token: token.to_string() }
    }

    fn url(&self, path: &str) -> String {
        if path.starts_with("http") { path.to_string() } else { format!("{}/{path}", self.base) }
    }

    async fn call(&self, request: reqwest::RequestBuilder) -> Answer {
        Answer::of(request.bearer_auth(&self.token), "a Gmail request").await
    }

    async fn get(&self, path: &str) -> Answer {
        self.call(self.http.get(self.url(path))).await
    }

    async fn delete(&self, path: &str) -> Answer {
        self.call(self.http.delete(self.url(path))).await
    }

    async fn send(&self, method: reqwest::Method, path: &str, body: Value) -> Answer {
        self.call(self.http.request(method, self.url(path)).json(&body)).await
    }

    async fn post(&self, path: &str, body: Value) -> Answer {
        self.send(reqwest::Method::POST, path, body).await
    }
}

fn mime(n: u32, date: &str) -> Vec<u8> {
    format!(
        "From: Bob <bob@example.test>\r\nTo: Alice <alice@example.test>\r\nSubject: Message {n}\r\n\
         Message-ID: <m{n}@example.test>\r\nDate: {date}\r\n\r\nBody {n}.\r\n"
    )
    .into_bytes()
}

fn ids(list: &Value, key: &str) -> Vec<String> {
    list[key]
        .as_array()
        .map(|a| a.iter().map(|m| m["id"].as_str().unwrap_or_default().to_string()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn auth_code_flow_with_pkce_and_the_refresh_token_rules() {
    let fake = FakeGoogle::start();
    fake.add_user(ALICE);

    // Nobody signed in: access_denied, with the state.
    let pairs = authorize(&fake, &[("access_type", "offline"), ("prompt", "consent")]).await;
    assert_eq!(pair(&pairs, "error"), Some("access_denied"));
    assert_eq!(pair(&pairs, "state"), Some("st-1"));

    fake.sign_in_as(ALICE);
    let pairs = authorize(&fake, &[("access_type", "offline"), ("prompt", "consent")]).await;
    assert_eq!(pair(&pairs, "state"), Some("st-1"));
    assert_eq!(pair(&pairs, "scope"), Some(SCOPE));
    // A wrong verifier is refused; the right one redeems the code once.
    assert_eq!(redeem(&fake, &pairs, "wrong-verifier-wrong-verifier-wrong-verifier").await.1["error"], "invalid_grant");
    let (status, body) = redeem(&fake, &pairs, VERIFIER).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["expires_in"], 3599);
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["scope"], SCOPE);
    assert!(body["access_token"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(body["refresh_token"].is_string(), "offline + consent gives a refresh token");
    let (status, again) = redeem(&fake, &pairs, VERIFIER).await;
    assert_eq!((status, again["error"].as_str()), (400, Some("invalid_grant")));

    // A later offline sign-in without prompt=consent gets no refresh token; with it, one.
    let pairs = authorize(&fake, &[("access_type", "offline")]).await;
    let (_, body) = redeem(&fake, &pairs, VERIFIER).await;
    assert!(body["access_token"].is_string() && body.get("refresh_token").is_none(), "{body}");
    let pairs = authorize(&fake, &[("access_type", "offline"), ("prompt", "consent")]).await;
    assert!(redeem(&fake, &pairs, VERIFIER).await.1["refresh_token"].is_string());
    // Online access never gets one.
    let pairs = authorize(&fake, &[("prompt", "consent")]).await;
    assert!(redeem(&fake, &pairs, VERIFIER).await.1.get("refresh_token").is_none());

    let asked = fake.authorize_requests();
    assert_eq!(asked.len(), 5);
    assert_eq!(asked[1]["access_type"], "offline");
    assert_eq!(asked[1]["prompt"], "consent");
    assert_eq!(asked[1]["code_challenge_method"], "S256");
    assert_eq!(asked[1]["scope"], SCOPE);

    // A wrong secret is an unknown client; an unknown client_id gets an error page.
    let response = http()
        .post(fake.token_url())
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form(&[("client_id", CLIENT_ID), ("client_secret", "nope"), ("grant_type", "refresh_token")]))
        .send()
        .await
        .expect("token");
    assert_eq!(response.status().as_u16(), 401);
    assert_eq!(
        response.json::<Value>().await.expect("JSON"),
        json!({"error": "invalid_client", "error_description": "The OAuth client was not found."})
    );
    let page = http()
        .get(format!(
            "{}?client_id=someone-else&redirect_uri={REDIRECT}&response_type=code&scope=x",
            fake.authorize_url()
        ))
        .send()
        .await
        .expect("authorize");
    assert_eq!(page.status().as_u16(), 400);
}

#[tokio::test]
async fn refresh_revoke_and_expired_access_tokens() {
    let fake = FakeGoogle::start();
    fake.sign_in_as(ALICE);
    let pairs = authorize(&fake, &[("access_type", "offline"), ("prompt", "consent")]).await;
    let (_, tokens) = redeem(&fake, &pairs, VERIFIER).await;
    let refresh = tokens["refresh_token"].as_str().expect("a refresh token").to_string();
    let gmail = Gmail::with_token(&fake, tokens["access_token"].as_str().expect("an access token"));
    assert_eq!(gmail.get("profile").await.status, 200);

    // An expired access token: 401 with Google's challenge and body; a refresh fixes it.
    fake.expire_access_tokens();
    let answer = gmail.get("profile").await;
    assert_eq!(answer.status, 401);
    assert_eq!(
        answer.headers["www-authenticate"],
        "Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\""
    );
    let error = &answer.json()["error"];
    assert_eq!(error["status"], "UNAUTHENTICATED");
    assert_eq!(error["errors"][0]["reason"], "authError");
    assert_eq!(error["errors"][0]["location"], "Authorization");
    assert_eq!(
        error["message"],
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other \
         valid authentication credential."
    );
    assert_eq!(error["errors"][0]["message"], "Invalid Credentials");

    let (status, refreshed) =
        token(&fake, &[("grant_type", "refresh_token"), ("refresh_token", &refresh), ("scope", "ignored")]).await;
    assert_eq!(status, 200, "{refreshed}");
    assert!(refreshed.get("refresh_token").is_none(), "Google does not rotate refresh tokens");
    assert_eq!(fake.refreshes(), 1);
    let gmail = Gmail::with_token(&fake, refreshed["access_token"].as_str().expect("an access token"));
    assert_eq!(gmail.get("profile").await.status, 200);

    // Revoked: invalid_grant, and the access token dies too.
    fake.revoke(ALICE);
    let (status, body) = token(&fake, &[("grant_type", "refresh_token"), ("refresh_token", &refresh)]).await;
    assert_eq!(status, 400);
    assert_eq!(body, json!({"error": "invalid_grant", "error_description": "Token has been expired or revoked."}));
    assert_eq!(gmail.get("profile").await.status, 401);

    // After a revocation the next offline sign-in is a first grant again: a refresh token
    // without prompt=consent. /revoke revokes it.
    let pairs = authorize(&fake, &[("access_type", "offline")]).await;
    let refresh =
        redeem(&fake, &pairs, VERIFIER).await.1["refresh_token"].as_str().expect("a refresh token").to_string();
    let response = http()
        .post(format!("{}/revoke?token={refresh}", fake.url()))
        .header("Content-Length", "0")
        .send()
        .await
        .expect("revoke");
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(token(&fake, &[("grant_type", "refresh_token"), ("refresh_token", &refresh)]).await.0, 400);

    // The client may authenticate with HTTP Basic instead of form fields.
    let (_, refresh) = fake.issue_tokens(ALICE);
    let basic = http()
        .post(fake.token_url())
        .basic_auth(CLIENT_ID, Some(CLIENT_SECRET))
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form(&[("grant_type", "refresh_token"), ("refresh_token", &refresh)]))
        .send()
        .await
        .expect("token");
    assert_eq!(basic.status().as_u16(), 200);

    // Short-lived tokens expire by themselves.
    fake.set_access_lifetime(0);
    let (access, _) = fake.issue_tokens(ALICE);
    assert_eq!(Gmail::with_token(&fake, &access).get("profile").await.status, 401);
}

#[tokio::test]
async fn profile_and_the_user_in_the_path() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    let profile = gmail.get("profile").await.json();
    assert_eq!(profile["emailAddress"], ALICE);
    assert_eq!(profile["messagesTotal"], 1);
    assert_eq!(profile["threadsTotal"], 1);
    assert_eq!(profile["historyId"], fake.history_id(ALICE).to_string());
    let own = gmail.get(&format!("{}/gmail/v1/users/{ALICE}/profile", fake.gmail())).await;
    assert_eq!(own.status, 200);
    let other = gmail.get(&format!("{}/gmail/v1/users/{BOB}/profile", fake.gmail())).await;
    assert_eq!(other.status, 403);
    let missing = http().get(format!("{}/gmail/v1/users/me/profile", fake.gmail())).send().await.expect("profile");
    assert_eq!(missing.status().as_u16(), 401);
}

#[tokio::test]
async fn labels_are_created_renamed_counted_and_deleted() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let created = gmail.post("labels", json!({"name": "Projects/2026"})).await;
    assert_eq!(created.status, 200, "{}", created.text());
    let label = created.json();
    assert_eq!(label["id"], "Label_1");
    assert_eq!(label["name"], "Projects/2026");
    assert_eq!(label["type"], "user");

    for taken in ["projects/2026", "inbox"] {
        let conflict = gmail.post("labels", json!({"name": taken})).await;
        assert_eq!(conflict.status, 409, "{taken}");
        assert_eq!(conflict.json()["error"]["status"], "ALREADY_EXISTS");
        assert_eq!(conflict.json()["error"]["message"], "Label name exists or conflicts");
    }

    let list = gmail.get("labels").await.json();
    let labels = list["labels"].as_array().expect("labels");
    let inbox = labels.iter().find(|l| l["id"] == "INBOX").expect("INBOX");
    assert_eq!((inbox["name"].as_str(), inbox["type"].as_str()), (Some("INBOX"), Some("system")));
    assert!(labels.iter().any(|l| l["id"] == "CATEGORY_FORUMS"));
    assert!(labels.iter().any(|l| l["id"] == "Label_1"));

    let id = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    fake.add_labels(ALICE, &id, &["Projects/2026"]);
    let counted = gmail.get("labels/Label_1").await.json();
    assert_eq!((counted["messagesTotal"].as_u64(), counted["messagesUnread"].as_u64()), (Some(1), Some(1)));
    assert_eq!((counted["threadsTotal"].as_u64(), counted["threadsUnread"].as_u64()), (Some(1), Some(1)));

    let patched = gmail.send(reqwest::Method::PATCH, "labels/Label_1", json!({"name": "Projects/2027"})).await;
    assert_eq!(patched.json()["name"], "Projects/2027");
    assert_eq!(patched.json()["labelListVisibility"], "labelShow");
    let put = gmail.send(reqwest::Method::PUT, "labels/Label_1", json!({"name": "Archive/Old"})).await;
    assert_eq!(put.json()["name"], "Archive/Old");
    assert_eq!(fake.label_id(ALICE, "archive/old").as_deref(), Some("Label_1"));
    assert_eq!(gmail.send(reqwest::Method::PATCH, "labels/INBOX", json!({"name": "X"})).await.status, 400);
    assert_eq!(gmail.delete("labels/SENT").await.status, 400);
    assert_eq!(gmail.get("labels/Label_9").await.status, 404);

    let start = fake.history_id(ALICE);
    assert_eq!(gmail.delete("labels/Label_1").await.status, 204);
    assert_eq!(fake.message(ALICE, &id).expect("the message").label_ids, vec!["INBOX", "UNREAD"]);
    let history = gmail.get(&format!("history?startHistoryId={start}")).await.json();
    assert_eq!(history["history"][0]["labelsRemoved"][0]["labelIds"], json!(["Label_1"]));
    assert_eq!(gmail.get("labels/Label_1").await.status, 404);
}

#[tokio::test]
async fn list_pages_newest_first_and_hides_spam_and_trash() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let mut delivered = Vec::new();
    for n in 1..=5 {
        delivered.push(fake.deliver_dated(ALICE, &mime(n, &format!("Wed, 0{n} May 2024 12:00:00 +0000"))));
    }
    fake.add_labels(ALICE, &delivered[0], &["SPAM"]);
    fake.trash(ALICE, &delivered[1]);

    // Pages of two, newest (by internal date) first, SPAM and TRASH left out.
    let first = gmail.get("messages?maxResults=2").await.json();
    assert_eq!(ids(&first, "messages"), vec![delivered[4].clone(), delivered[3].clone()]);
    assert_eq!(first["resultSizeEstimate"], 3);
    assert_eq!(first["messages"][0]["threadId"], delivered[4].as_str());
    let token = first["nextPageToken"].as_str().expect("a next page");
    let second = gmail.get(&format!("messages?maxResults=2&pageToken={token}")).await.json();
    assert_eq!(ids(&second, "messages"), vec![delivered[2].clone()]);
    assert!(second.get("nextPageToken").is_none());

    let all = gmail.get("messages?includeSpamTrash=true").await.json();
    assert_eq!(ids(&all, "messages").len(), 5);
    let spam = gmail.get("messages?labelIds=SPAM").await.json();
    assert_eq!(ids(&spam, "messages"), vec![delivered[0].clone()]);
    let both = gmail.get("messages?labelIds=INBOX&labelIds=UNREAD").await.json();
    assert_eq!(ids(&both, "messages").len(), 3);

    let by_id = gmail.get("messages?q=rfc822msgid:%3Cm4@example.test%3E").await.json();
    assert_eq!(ids(&by_id, "messages"), vec![delivered[3].clone()]);
    let bare = gmail.get("messages?q=rfc822msgid:m4@example.test").await.json();
    assert_eq!(ids(&bare, "messages"), vec![delivered[3].clone()]);
    let none = gmail.get("messages?q=rfc822msgid:nobody@example.test").await.json();
    assert_eq!(none, json!({"resultSizeEstimate": 0}));
    let other = gmail.get("messages?q=from:bob").await;
    assert_eq!(other.status, 400);
    assert!(other.text().contains("the fake supports only rfc822msgid: queries"));
}

const MULTIPART: &str = "From: Bob <bob@example.test>\r\n\
To: Alice <alice@example.test>,\r\n carol@example.test\r\n\
Subject: Report\r\n\
Message-ID: <report@example.test>\r\n\
Date: Thu, 02 May 2024 08:30:00 +0200\r\n\
MIME-Version: 1.0\r\n\
Content-Type: multipart/mixed; boundary=\"outer\"\r\n\
\r\n\
--outer\r\n\
Content-Type: multipart/alternative; boundary=inner\r\n\
\r\n\
--inner\r\n\
Content-Type: text/plain; charset=utf-8\r\n\
Content-Transfer-Encoding: quoted-printable\r\n\
\r\n\
Here is the report, it's =E2=82=AC 5.\r\n\
--inner\r\n\
Content-Type: text/html; charset=utf-8\r\n\
\r\n\
<p>Here is the report</p>\r\n\
--inner--\r\n\
--outer\r\n\
Content-Type: application/pdf; name=\"report.pdf\"\r\n\
Content-Disposition: attachment; filename=\"report.pdf\"\r\n\
Content-Transfer-Encoding: base64\r\n\
\r\n\
JVBERi0xLjQKJcfs\r\n\
--outer--\r\n";

#[tokio::test]
async fn get_answers_in_all_four_formats() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let id = fake.deliver_dated(ALICE, MULTIPART.as_bytes());

    let minimal = gmail.get(&format!("messages/{id}?format=minimal")).await.json();
    assert_eq!(minimal["id"], id.as_str());
    assert_eq!(minimal["labelIds"], json!(["INBOX", "UNREAD"]));
    assert_eq!(minimal["snippet"], "Here is the report, it&#39;s € 5.");
    assert_eq!(minimal["sizeEstimate"], MULTIPART.len());
    assert_eq!(minimal["internalDate"], "1714631400000");
    assert_eq!(minimal["historyId"], fake.history_id(ALICE).to_string());
    assert!(minimal.get("payload").is_none());

    let metadata =
        gmail.get(&format!("messages/{id}?format=metadata&metadataHeaders=subject&metadataHeaders=To")).await.json();
    assert_eq!(metadata["payload"]["mimeType"], "multipart/mixed");
    assert_eq!(
        metadata["payload"]["headers"],
        json!([
            {"name": "To", "value": "Alice <alice@example.test>, carol@example.test"},
            {"name": "Subject", "value": "Report"},
        ])
    );

    let raw = gmail.get(&format!("messages/{id}?format=raw")).await.json();
    let encoded = raw["raw"].as_str().expect("raw");
    assert!(!encoded.contains(['+', '/']));
    assert_eq!(URL_SAFE.decode(encoded).expect("base64url with padding"), MULTIPART.as_bytes());

    let full = gmail.get(&format!("messages/{id}")).await.json();
    let payload = &full["payload"];
    assert_eq!(payload["partId"], "");
    assert_eq!(payload["body"]["size"], 0);
    let text = &payload["parts"][0]["parts"][0];
    assert_eq!((text["partId"].as_str(), text["mimeType"].as_str()), (Some("0.0"), Some("text/plain")));
    let data = URL_SAFE.decode(text["body"]["data"].as_str().expect("data")).expect("base64url");
    assert_eq!(String::from_utf8(data).expect("UTF-8"), "Here is the report, it's € 5.");
    assert_eq!(payload["parts"][0]["parts"][1]["mimeType"], "text/html");
    let pdf = &payload["parts"][1];
    assert_eq!((pdf["partId"].as_str(), pdf["filename"].as_str()), (Some("1"), Some("report.pdf")));
    assert!(pdf["body"].get("data").is_none());
    let attachment_id = pdf["body"]["attachmentId"].as_str().expect("an attachment id");
    let attachment = gmail.get(&format!("messages/{id}/attachments/{attachment_id}")).await.json();
    let bytes = URL_SAFE.decode(attachment["data"].as_str().expect("data")).expect("base64url");
    assert_eq!(bytes, STANDARD.decode("JVBERi0xLjQKJcfs").expect("the PDF"));
    assert_eq!(attachment["size"], bytes.len());

    assert_eq!(gmail.get(&format!("messages/{id}?format=bogus")).await.status, 400);
    assert_eq!(gmail.get("messages/not-an-id").await.status, 400);
    fake.delete_message(ALICE, &id);
    let gone = gmail.get(&format!("messages/{id}")).await;
    assert_eq!(gone.status, 404);
    assert_eq!(gone.json()["error"]["message"], "Requested entity was not found.");
    assert_eq!(gone.json()["error"]["status"], "NOT_FOUND");
}

#[tokio::test]
async fn modify_batch_modify_trash_untrash_and_delete() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let a = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    let b = fake.deliver(ALICE, &mime(2, "Wed, 01 May 2024 12:00:00 +0000"));
    let c = fake.deliver(ALICE, &mime(3, "Wed, 01 May 2024 12:00:00 +0000"));

    let modified = gmail
        .post(&format!("messages/{a}/modify"), json!({"addLabelIds": ["STARRED"], "removeLabelIds": ["UNREAD"]}))
        .await;
    assert_eq!(modified.json()["labelIds"], json!(["INBOX", "STARRED"]));
    assert_eq!(modified.json()["id"], a.as_str());
    let unknown = gmail.post(&format!("messages/{a}/modify"), json!({"addLabelIds": ["Label_7"]})).await;
    assert_eq!((unknown.status, unknown.reason()), (400, "invalidArgument".to_string()));
    assert_eq!(unknown.json()["error"]["message"], "Invalid label: Label_7");
    assert_eq!(gmail.post(&format!("messages/{a}/modify"), json!({"addLabelIds": ["SENT"]})).await.status, 400);
    assert_eq!(gmail.post(&format!("messages/{a}/modify"), json!({"removeLabelIds": ["DRAFT"]})).await.status, 400);
    let spam = gmail.post(&format!("messages/{b}/modify"), json!({"addLabelIds": ["SPAM"]})).await.json();
    assert_eq!(spam["labelIds"], json!(["UNREAD", "SPAM"]));

    let batch = gmail
        .post("messages/batchModify", json!({"ids": [a, c, "0000000000000001"], "addLabelIds": ["IMPORTANT"]}))
        .await;
    assert_eq!((batch.status, batch.bytes.len()), (204, 0));
    assert!(fake.message(ALICE, &c).expect("c").label_ids.contains(&"IMPORTANT".to_string()));
    let too_many: Vec<String> = (0..1001).map(|i| format!("{i:016x}")).collect();
    assert_eq!(
        gmail.post("messages/batchModify", json!({"ids": too_many, "addLabelIds": ["STARRED"]})).await.status,
        400
    );

    // Trash keeps the labels and adds TRASH; untrash takes TRASH away.
    let trashed = gmail.post(&format!("messages/{c}/trash"), json!({})).await.json();
    assert_eq!(trashed["labelIds"], json!(["INBOX", "UNREAD", "IMPORTANT", "TRASH"]));
    assert!(!ids(&gmail.get("messages").await.json(), "messages").contains(&c));
    let restored = gmail.post(&format!("messages/{c}/untrash"), json!({})).await.json();
    assert_eq!(restored["labelIds"], json!(["INBOX", "UNREAD", "IMPORTANT"]));

    assert_eq!(gmail.delete(&format!("messages/{a}")).await.status, 204);
    assert_eq!(gmail.get(&format!("messages/{a}")).await.status, 404);
    assert_eq!(gmail.post("messages/batchDelete", json!({"ids": [b, c]})).await.status, 204);
    assert!(fake.messages(ALICE).is_empty());
}

#[tokio::test]
async fn history_pages_filters_and_expires() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let start = fake.history_id(ALICE);
    let a = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    gmail
        .post(&format!("messages/{a}/modify"), json!({"addLabelIds": ["STARRED"], "removeLabelIds": ["UNREAD"]}))
        .await;
    let b = fake.deliver(ALICE, &mime(2, "Wed, 01 May 2024 12:00:00 +0000"));
    gmail.delete(&format!("messages/{b}")).await;
    let current = fake.history_id(ALICE);
    assert!(current >= start + 8, "history ids step by more than one");

    // One record per page, oldest first.
    let mut records = Vec::new();
    let mut token: Option<String> = None;
    loop {
        let page_token = token.as_ref().map(|t| format!("&pageToken={t}")).unwrap_or_default();
        let page = gmail.get(&format!("history?startHistoryId={start}&maxResults=1{page_token}")).await.json();
        assert_eq!(page["historyId"], current.to_string());
        records.extend(page["history"].as_array().cloned().unwrap_or_default());
        match page["nextPageToken"].as_str() {
            Some(next) => token = Some(next.to_string()),
            None => break,
        }
    }
    assert_eq!(records.len(), 4);
    let record_ids: Vec<u64> =
        records.iter().map(|r| r["id"].as_str().and_then(|i| i.parse().ok()).expect("an id")).collect();
    assert!(record_ids.windows(2).all(|w| w[0] < w[1]) && record_ids[0] > start);
    assert_eq!(records[0]["messagesAdded"][0]["message"]["labelIds"], json!(["INBOX", "UNREAD"]));
    assert_eq!(records[0]["messages"][0]["id"], a.as_str());
    assert_eq!(records[1]["labelsAdded"][0]["labelIds"], json!(["STARRED"]));
    assert_eq!(records[1]["labelsRemoved"][0]["labelIds"], json!(["UNREAD"]));
    assert_eq!(records[1]["labelsAdded"][0]["message"]["labelIds"], json!(["INBOX", "STARRED"]));
    assert_eq!(records[3]["messagesDeleted"][0]["message"]["id"], b.as_str());
    assert!(records[2].get("labelsAdded").is_none() && records[2].get("messagesDeleted").is_none());

    let added = gmail.get(&format!("history?startHistoryId={start}&historyTypes=messageAdded")).await.json();
    assert_eq!(added["history"].as_array().map(Vec::len), Some(2));
    let starred = gmail.get(&format!("history?startHistoryId={start}&labelId=STARRED")).await.json();
    assert_eq!(starred["history"].as_array().map(Vec::len), Some(1));
    let nothing = gmail.get(&format!("history?startHistoryId={current}")).await.json();
    assert_eq!(nothing, json!({"historyId": current.to_string()}));
    assert_eq!(gmail.get("history").await.status, 400);
    assert_eq!(gmail.get("history?startHistoryId=abc").await.status, 400);

    // Expired history: 404 for an old start; a full sync's fresh id works.
    fake.expire_history(ALICE);
    let expired = gmail.get(&format!("history?startHistoryId={current}")).await;
    assert_eq!((expired.status, expired.reason()), (404, "notFound".to_string()));
    let fresh = gmail.get("profile").await.json()["historyId"].as_str().expect("an id").to_string();
    assert_eq!(gmail.get(&format!("history?startHistoryId={fresh}")).await.status, 200);
}

fn outgoing(subject: &str, extra: &str) -> String {
    URL_SAFE.encode(format!(
        "From: alice@example.test\r\nTo: Bob <bob@example.test>\r\nCc: carol@example.test\r\n\
         Bcc: secret@example.test\r\nSubject: {subject}\r\n{extra}\r\nHello.\r\n"
    ))
}

#[tokio::test]
async fn drafts_are_created_updated_listed_and_sent() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let created = gmail.post("drafts", json!({"message": {"raw": outgoing("Plan", "")}})).await.json();
    let draft = created["id"].as_str().expect("a draft id").to_string();
    assert!(draft.starts_with("r-"));
    let first_message = created["message"]["id"].as_str().expect("a message id").to_string();
    assert_eq!(created["message"]["labelIds"], json!(["DRAFT"]));

    let start = fake.history_id(ALICE);
    let updated = gmail
        .send(reqwest::Method::PUT, &format!("drafts/{draft}"), json!({"message": {"raw": outgoing("Plan v2", "")}}))
        .await;
    let message = updated.json()["message"]["id"].as_str().expect("a message id").to_string();
    assert_ne!(message, first_message, "an update makes a new message");
    assert!(fake.message(ALICE, &first_message).is_none());
    let history = gmail.get(&format!("history?startHistoryId={start}")).await.json();
    assert_eq!(history["history"][0]["messagesAdded"][0]["message"]["id"], message.as_str());
    assert_eq!(history["history"][1]["messagesDeleted"][0]["message"]["id"], first_message.as_str());

    let list = gmail.get("drafts").await.json();
    assert_eq!(list["drafts"], json!([{"id": draft, "message": {"id": message, "threadId": message}}]));
    assert_eq!(list["resultSizeEstimate"], 1);
    let got = gmail.get(&format!("drafts/{draft}?format=metadata&metadataHeaders=Subject")).await.json();
    assert_eq!(got["message"]["payload"]["headers"][0]["value"], "Plan v2");

    let sent = gmail.post("drafts/send", json!({"id": draft})).await;
    assert_eq!(sent.status, 200, "{}", sent.text());
    assert_eq!(sent.json()["id"], message.as_str());
    assert_eq!(sent.json()["labelIds"], json!(["SENT"]));
    assert!(fake.drafts(ALICE).is_empty());
    assert_eq!(gmail.get(&format!("drafts/{draft}")).await.status, 404);
    let record = &fake.sent()[0];
    assert_eq!(record.message_id, message);
    assert_eq!(record.recipients, vec!["bob@example.test", "carol@example.test", "secret@example.test"]);

    // Deleting a draft deletes its message.
    let other = gmail.post("drafts", json!({"message": {"raw": outgoing("Scrap", "")}})).await.json();
    let other_message = other["message"]["id"].as_str().expect("an id").to_string();
    assert_eq!(gmail.delete(&format!("drafts/{}", other["id"].as_str().expect("an id"))).await.status, 204);
    assert!(fake.message(ALICE, &other_message).is_none());
}

#[tokio::test]
async fn send_threads_by_thread_id_and_strips_bcc() {
    let fake = FakeGoogle::start();
    fake.add_user(BOB);
    let gmail = Gmail::new(&fake, ALICE);
    let original = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));

    // A reply naming the thread, with References and a Re: subject, joins it.
    let reply = outgoing("Re: Message 1", "In-Reply-To: <m1@example.test>\r\nReferences: <m1@example.test>\r\n");
    let sent = gmail.post("messages/send", json!({"raw": reply, "threadId": original})).await;
    assert_eq!(sent.status, 200, "{}", sent.text());
    let sent = sent.json();
    assert_eq!(sent["threadId"], original.as_str());
    assert_eq!(sent["labelIds"], json!(["SENT"]));
    let id = sent["id"].as_str().expect("an id").to_string();

    // The sent copy keeps Bcc, the delivered one does not; Bob (a user of the fake) gets it.
    let copy = fake.message(ALICE, &id).expect("the sent copy");
    assert!(String::from_utf8_lossy(&copy.raw).contains("Bcc: secret@example.test"));
    let record = &fake.sent()[0];
    assert!(!String::from_utf8_lossy(&record.raw_sent).to_ascii_lowercase().contains("bcc"));
    assert!(record.recipients.contains(&"secret@example.test".to_string()));
    assert_eq!((record.thread_id.as_str(), record.message_id.as_str()), (original.as_str(), id.as_str()));
    let bobs = fake.messages(BOB);
    assert_eq!(bobs.len(), 1);
    assert_eq!(bobs[0].label_ids, vec!["INBOX", "UNREAD"]);

    // The same thread id without matching References: a new thread. An unknown one: 404.
    let unrelated =
        gmail.post("messages/send", json!({"raw": outgoing("Other", ""), "threadId": original})).await.json();
    assert_eq!(unrelated["threadId"], unrelated["id"]);
    let missing =
        gmail.post("messages/send", json!({"raw": outgoing("Other", ""), "threadId": "00000000000000ff"})).await;
    assert_eq!(missing.status, 404);

    // A reply delivered to Alice without a thread id joins by References and subject.
    let answer = b"From: bob@example.test\r\nTo: alice@example.test\r\nSubject: RE: re: Message 1\r\n\
                   Message-ID: <m9@example.test>\r\nReferences: <m1@example.test>\r\n\r\nSure.\r\n";
    let joined = fake.deliver(ALICE, answer);
    assert_eq!(fake.message(ALICE, &joined).expect("the answer").thread_id, original);

    // An injected failure sends nothing, once.
    fake.fail_next_send(500);
    let failed = gmail.post("messages/send", json!({"raw": outgoing("Fails", "")})).await;
    assert_eq!((failed.status, failed.reason()), (500, "backendError".to_string()));
    assert_eq!(fake.sent().len(), 2);
    assert_eq!(gmail.post("messages/send", json!({"raw": outgoing("Works", "")})).await.status, 200);
    assert_eq!(fake.sent().len(), 3);
}

#[tokio::test]
async fn insert_import_and_media_upload() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let label = fake.create_label(ALICE, "Imported");
    let source = mime(1, "Wed, 01 May 2024 12:00:00 +0000");
    // Standard base64 is accepted too.
    let inserted = gmail.post("messages", json!({"raw": STANDARD.encode(&source), "labelIds": ["INBOX", label]})).await;
    assert_eq!(inserted.status, 200, "{}", inserted.text());
    let id = inserted.json()["id"].as_str().expect("an id").to_string();
    let message = fake.message(ALICE, &id).expect("the message");
    assert_eq!(message.raw, source);
    assert_eq!(message.label_ids, vec!["INBOX".to_string(), label.clone()]);
    assert!(message.internal_date_ms > 1_714_564_800_000, "insert uses the receive time by default");

    let imported = gmail.post("messages/import", json!({"raw": URL_SAFE_NO_PAD.encode(&source)})).await.json();
    let imported = fake.message(ALICE, imported["id"].as_str().expect("an id")).expect("the message");
    assert_eq!(imported.internal_date_ms, 1_714_564_800_000, "import uses the Date field by default");
    assert!(imported.label_ids.is_empty());

    let upload = gmail
        .call(
            gmail
                .http
                .post(format!("{}/upload/gmail/v1/users/me/messages?uploadType=media", fake.gmail()))
                .header("Content-Type", "message/rfc822")
                .body(source.clone()),
        )
        .await;
    assert_eq!(upload.status, 200, "{}", upload.text());
    assert_eq!(fake.message(ALICE, upload.json()["id"].as_str().expect("an id")).expect("uploaded").raw, source);

    let bad_thread =
        gmail.post("messages", json!({"raw": URL_SAFE.encode(&source), "threadId": "00000000000000aa"})).await;
    assert_eq!(bad_thread.status, 404);
    assert_eq!(gmail.post("messages", json!({"raw": "***"})).await.status, 400);
    assert_eq!(gmail.post("messages", json!({"labelIds": ["INBOX"]})).await.status, 400);
}

/// A multipart/mixed batch body of `requests` (method, path, JSON body), with Content-IDs
/// `item-N`.
fn batch_body(boundary: &str, requests: &[(&str, String, Option<Value>)]) -> String {
    let mut body = String::new();
    for (n, (method, path, json)) in requests.iter().enumerate() {
        body.push_str(&format!("--{boundary}\r\nContent-Type: application/http\r\nContent-ID: <item-{n}>\r\n\r\n"));
        body.push_str(&format!("{method} {path} HTTP/1.1\r\n"));
        match json {
            Some(json) => body.push_str(&format!("Content-Type: application/json\r\n\r\n{json}\r\n")),
            None => body.push_str("\r\n"),
        }
    }
    body.push_str(&format!("--{boundary}--\r\n"));
    body
}

/// The parts of a batch response: (Content-ID, status, JSON body).
fn parse_batch(content_type: &str, body: &str) -> Vec<(String, u16, Value)> {
    let boundary = content_type.split("boundary=").nth(1).expect("a boundary").trim_matches('"');
    body.split(&format!("--{boundary}"))
        .filter(|part| !part.trim().is_empty() && part.trim() != "--")
        .map(|part| {
            let (outer, http) = part.split_once("\r\n\r\n").expect("part headers");
            assert!(outer.contains("Content-Type: application/http"), "{outer}");
            let content_id =
                outer.lines().find_map(|l| l.strip_prefix("Content-ID: ")).expect("a Content-ID").to_string();
            let (head, json) = http.split_once("\r\n\r\n").expect("an HTTP response");
            let status =
                head.lines().next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).expect("a status");
            assert!(head.contains("Content-Type: application/json; charset=UTF-8"), "{head}");
            (content_id, status, serde_json::from_str(json.trim()).unwrap_or(Value::Null))
        })
        .collect()
}

#[tokio::test]
async fn batch_serves_each_part_as_a_request() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let a = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    let b = fake.deliver(ALICE, &mime(2, "Wed, 01 May 2024 12:00:00 +0000"));
    let requests = vec![
        ("GET", format!("/gmail/v1/users/me/messages/{a}?format=metadata&metadataHeaders=Subject"), None),
        ("GET", "/gmail/v1/users/me/messages/00000000000000ff?format=minimal".to_string(), None),
        ("POST", format!("/gmail/v1/users/me/messages/{b}/modify"), Some(json!({"removeLabelIds": ["UNREAD"]}))),
    ];
    let requests_before = fake.requests();
    let response = gmail
        .http
        .post(format!("{}/batch/gmail/v1", fake.gmail()))
        .bearer_auth(&gmail.token)
        .header("Content-Type", "multipart/mixed; boundary=batch_abc")
        .body(batch_body("batch_abc", &requests))
        .send()
        .await
        .expect("a batch");
    assert_eq!(response.status().as_u16(), 200);
    let content_type = response.headers()["content-type"].to_str().expect("a type").to_string();
    assert!(content_type.starts_with("multipart/mixed; boundary=batch_"), "{content_type}");
    let body = response.text().await.expect("a body");
    assert!(body.contains("\r\n"));
    let parts = parse_batch(&content_type, &body);
    assert_eq!(parts.len(), 3);
    assert_eq!(parts[0].0, "<response-item-0>");
    assert_eq!(parts[0].1, 200);
    assert_eq!(parts[0].2["payload"]["headers"][0]["value"], "Message 1");
    assert_eq!(parts[1].1, 404);
    assert_eq!(parts[1].2["error"]["errors"][0]["reason"], "notFound");
    assert_eq!((parts[2].0.as_str(), parts[2].1), ("<response-item-2>", 200));
    assert_eq!(fake.message(ALICE, &b).expect("b").label_ids, vec!["INBOX"]);
    assert_eq!(fake.requests() - requests_before, 3);
    assert_eq!(fake.batches(), 1);

    // More than 100 parts is refused as a whole.
    let many: Vec<_> = (0..101).map(|_| ("GET", format!("/gmail/v1/users/me/messages/{a}"), None)).collect();
    let refused = gmail
        .call(
            gmail
                .http
                .post(format!("{}/batch/gmail/v1", fake.gmail()))
                .header("Content-Type", "multipart/mixed; boundary=xyz")
                .body(batch_body("xyz", &many)),
        )
        .await;
    assert_eq!(refused.status, 400);
}

#[tokio::test]
async fn quota_units_and_throttling() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let id = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    gmail.get("profile").await; // 1
    gmail.get("messages").await; // 5
    gmail.get(&format!("messages/{id}")).await; // 5
    gmail.get(&format!("history?startHistoryId={}", fake.history_id(ALICE))).await; // 2
    gmail.post("messages/send", json!({"raw": outgoing("Hi", "")})).await; // 100
    gmail.post("labels", json!({"name": "Q"})).await; // 5
    assert_eq!(fake.units_used(ALICE), 118);
    assert_eq!(fake.requests(), 6);

    fake.throttle(2, 429, Some(7));
    let throttled = gmail.post(&format!("messages/{id}/modify"), json!({"removeLabelIds": ["UNREAD"]})).await;
    assert_eq!(throttled.status, 429);
    assert_eq!(throttled.headers["retry-after"], "7");
    let error = &throttled.json()["error"];
    assert_eq!(error["status"], "RESOURCE_EXHAUSTED");
    assert_eq!(error["errors"][0]["domain"], "usageLimits");
    assert_eq!(error["errors"][0]["reason"], "rateLimitExceeded");
    assert_eq!(error["message"], "Too many concurrent requests for user");
    assert!(fake.message(ALICE, &id).expect("the message").label_ids.contains(&"UNREAD".to_string()));
    assert_eq!(gmail.get("profile").await.status, 429);
    assert_eq!(gmail.get("profile").await.status, 200);

    fake.throttle(1, 403, None);
    let limited = gmail.get("profile").await;
    assert_eq!((limited.status, limited.reason()), (403, "userRateLimitExceeded".to_string()));
    assert_eq!(limited.json()["error"]["status"], "PERMISSION_DENIED");
    assert!(limited.headers.get("retry-after").is_none());
    assert_eq!(fake.units_used(ALICE), 119);
}

#[tokio::test]
async fn hostile_input_gets_google_errors_and_the_fake_lives_on() {
    let fake = FakeGoogle::start();
    let gmail = Gmail::new(&fake, ALICE);
    let id = fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    let bad_json = gmail
        .call(
            gmail
                .http
                .post(gmail.url(&format!("messages/{id}/modify")))
                .header("Content-Type", "application/json")
                .body("{nope"),
        )
        .await;
    assert_eq!((bad_json.status, bad_json.json()["error"]["status"].as_str()), (400, Some("INVALID_ARGUMENT")));
    for path in [
        "messages?maxResults=99999999999999999999999",
        "messages?maxResults=-4",
        "messages?pageToken=%FF%FE",
        "drafts?pageToken=zzz",
        "history?startHistoryId=1&pageToken=zzz",
        "history?startHistoryId=99999999999999999999999",
        "messages?includeSpamTrash=maybe",
        &format!("messages/{id}/attachments/garbage"),
    ] {
        let answer = gmail.get(path).await;
        assert_eq!(answer.status, 400, "{path}: {}", answer.text());
        assert!(answer.json()["error"]["code"].is_number(), "{path}");
    }
    assert_eq!(gmail.post("messages/batchModify", json!({"ids": [1, 2]})).await.status, 400);
    assert_eq!(gmail.post("labels", json!({"name": 5})).await.status, 400);
    assert_eq!(gmail.post("watch", json!({"topicName": "nope"})).await.status, 400);
    let garbage_batch = gmail
        .call(
            gmail
                .http
                .post(format!("{}/batch/gmail/v1", fake.gmail()))
                .header("Content-Type", "multipart/mixed; boundary=q")
                .body("--q\r\n\r\n\r\n--q--"),
        )
        .await;
    assert_eq!(garbage_batch.status, 400);
    // A POST without Content-Length never reaches the API.
    let unsized_post = gmail.call(gmail.http.post(gmail.url(&format!("messages/{id}/trash")))).await;
    assert_eq!(unsized_post.status, 411);
    let sized =
        gmail.call(gmail.http.post(gmail.url(&format!("messages/{id}/trash"))).header("Content-Length", "0")).await;
    assert_eq!(sized.status, 200);
    let weird =
        b"Content-Type: multipart/mixed; boundary=\"a\"\r\n\r\n--a\r\nContent-Type: multipart/mixed\r\n\r\n--a--";
    let odd = fake.deliver(ALICE, weird);
    assert_eq!(gmail.get(&format!("messages/{odd}")).await.status, 200);
    assert_eq!(gmail.get("profile").await.status, 200);
}

/// What the push receiver got.
#[derive(Default)]
struct Inbox {
    /// (Authorization header, JSON body) of every POST.
    posts: Vec<(String, Value)>,
    /// The statuses to answer the next POSTs with (then 204).
    script: VecDeque<u16>,
}

/// A push endpoint on loopback, on a thread and runtime of its own (the blocking
/// `send_push_raw` is called from the test's runtime).
struct Receiver {
    url: String,
    inbox: Arc<Mutex<Inbox>>,
    _endpoint: Endpoint,
}

impl Receiver {
    fn start() -> Receiver {
        let inbox = Arc::new(Mutex::new(Inbox::default()));
        let shared = inbox.clone();
        let endpoint = Endpoint::start(move |parts, bytes| receive(&shared, parts, bytes));
        Receiver { url: format!("{}/push", endpoint.base()), inbox, _endpoint: endpoint }
    }

    fn inbox(&self) -> MutexGuard<'_, Inbox> {
        self.inbox.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn posts(&self) -> Vec<(String, Value)> {
        self.inbox().posts.clone()
    }

    async fn wait_posts(&self, n: usize) -> Vec<(String, Value)> {
        wait_until(|| self.posts().len() >= n).await;
        self.posts()
    }
}

fn receive(inbox: &Mutex<Inbox>, parts: &Parts, bytes: &[u8]) -> hyper::Response<axum::body::Body> {
    let auth = parts.headers.get("authorization").and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let mut inbox = inbox.lock().unwrap_or_else(PoisonError::into_inner);
    inbox.posts.push((auth, serde_json::from_slice(bytes).unwrap_or(Value::Null)));
    let status = inbox.script.pop_front().unwrap_or(204);
    hyper::Response::builder().status(status).body(axum::body::Body::empty()).expect("a response")
}

/// Waits (up to 15 s, panicking after) until `done` holds.
async fn wait_until(done: impl Fn() -> bool) {
    common::wait_until(Duration::from_secs(15), done).await;
}

/// Checks a push token's RS256 signature against the fake's JWKS; its claims.
async fn verified_claims(fake: &FakeGoogle, jwt: &str) -> Value {
    let jwks: Value = http().get(fake.certs_url()).send().await.expect("certs").json().await.expect("a JWKS");
    let pieces: Vec<&str> = jwt.split('.').collect();
    assert_eq!(pieces.len(), 3);
    let header: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(pieces[0]).expect("a header")).expect("JSON");
    assert_eq!((header["alg"].as_str(), header["typ"].as_str()), (Some("RS256"), Some("JWT")));
    let key = jwks["keys"].as_array().expect("keys").iter().find(|k| k["kid"] == header["kid"]).expect("the key");
    assert_eq!(
        (key["kty"].as_str(), key["alg"].as_str(), key["use"].as_str()),
        (Some("RSA"), Some("RS256"), Some("sig"))
    );
    let n = URL_SAFE_NO_PAD.decode(key["n"].as_str().expect("n")).expect("n");
    let e = URL_SAFE_NO_PAD.decode(key["e"].as_str().expect("e")).expect("e");
    assert_eq!(n.len(), 256, "RSA-2048");
    let signature = URL_SAFE_NO_PAD.decode(pieces[2]).expect("a signature");
    let signed = format!("{}.{}", pieces[0], pieces[1]);
    RsaPublicKeyComponents { n: &n, e: &e }
        .verify(&RSA_PKCS1_2048_8192_SHA256, signed.as_bytes(), &signature)
        .expect("a valid RS256 signature");
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(pieces[1]).expect("claims")).expect("JSON")
}

/// The decoded `message.data` of a push.
fn push_data(body: &Value) -> Value {
    let data = STANDARD.decode(body["message"]["data"].as_str().expect("data")).expect("standard base64");
    serde_json::from_slice(&data).expect("JSON data")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watch_pushes_signed_notifications() {
    let fake = FakeGoogle::start();
    let receiver = Receiver::start();
    let gmail = Gmail::new(&fake, ALICE);
    let unknown = gmail.post("watch", json!({"topicName": TOPIC})).await;
    assert_eq!((unknown.status, unknown.reason()), (400, "invalidArgument".to_string()));
    fake.create_push_subscription(TOPIC, SUBSCRIPTION, &receiver.url, None, PUSHER);

    let watched =
        gmail.post("watch", json!({"topicName": TOPIC, "labelIds": ["INBOX"], "labelFilterBehavior": "include"})).await;
    assert_eq!(watched.status, 200, "{}", watched.text());
    let watched = watched.json();
    assert_eq!(watched["historyId"], fake.history_id(ALICE).to_string());
    let expiration: u128 = watched["expiration"].as_str().and_then(|e| e.parse().ok()).expect("an expiration");
    let week = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).expect("now").as_millis() + 7 * 86_400_000;
    assert!(expiration.abs_diff(week) < 10_000);
    let watch = fake.watch_of(ALICE).expect("a watch");
    assert_eq!(
        (watch.topic.as_str(), watch.label_ids.clone(), watch.behavior.as_str()),
        (TOPIC, vec!["INBOX".to_string()], "include")
    );

    fake.deliver(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"));
    let posts = receiver.wait_posts(1).await;
    let (auth, body) = &posts[0];
    assert_eq!(body["subscription"], SUBSCRIPTION);
    assert_eq!(push_data(body), json!({"emailAddress": ALICE, "historyId": fake.history_id(ALICE)}));
    let message = &body["message"];
    assert!(message["messageId"].as_str().is_some_and(|m| m.bytes().all(|b| b.is_ascii_digit())));
    assert_eq!(message["messageId"], message["message_id"]);
    assert_eq!(message["publishTime"], message["publish_time"]);
    assert!(message["publishTime"].as_str().is_some_and(|t| t.ends_with('Z') && t.contains('T')));

    let jwt = auth.strip_prefix("Bearer ").expect("a bearer token");
    let claims = verified_claims(&fake, jwt).await;
    assert_eq!(claims["iss"], "https://accounts.google.com");
    assert_eq!(claims["aud"], receiver.url.as_str());
    assert_eq!(claims["email"], PUSHER);
    assert_eq!(claims["email_verified"], true);
    assert!(claims["sub"].as_str().is_some_and(|s| s.bytes().all(|b| b.is_ascii_digit())));
    assert_eq!(claims["exp"].as_u64(), claims["iat"].as_u64().map(|i| i + 3600));
    wait_until(|| fake.push_deliveries() == 1).await;

    // Tokens minted for tests verify the same way.
    let minted = verified_claims(&fake, &fake.id_token("https://example.test/push", PUSHER)).await;
    assert_eq!(minted["aud"], "https://example.test/push");
    let forged = verified_claims(&fake, &fake.id_token_with(json!({"iss": "https://evil.test"}))).await;
    assert_eq!(forged, json!({"iss": "https://evil.test"}));

    // A forged push from the test reaches the receiver as sent.
    let forged_status = tokio::task::block_in_place(|| {
        fake.send_push_raw(&receiver.url, br#"{"message":{}}"#, Some("not-a-jwt".into()))
    });
    assert_eq!(forged_status, 204);
    assert_eq!(receiver.posts().last().map(|(a, _)| a.clone()), Some("Bearer not-a-jwt".to_string()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pushes_follow_the_label_filter_pauses_retries_and_lapse() {
    let fake = FakeGoogle::start();
    let receiver = Receiver::start();
    let gmail = Gmail::new(&fake, ALICE);
    fake.create_push_subscription(TOPIC, SUBSCRIPTION, &receiver.url, Some("my-audience"), PUSHER);
    gmail.post("watch", json!({"topicName": TOPIC, "labelIds": ["INBOX"], "labelFilterAction": "include"})).await;

    // Outside the filter (a message with no INBOX): no push. Inside: one.
    let spam = fake.deliver_with_labels(ALICE, &mime(1, "Wed, 01 May 2024 12:00:00 +0000"), &["SPAM"]);
    fake.add_labels(ALICE, &spam, &["STARRED"]);
    let id = fake.deliver(ALICE, &mime(2, "Wed, 01 May 2024 12:00:00 +0000"));
    let posts = receiver.wait_posts(1).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(receiver.posts().len(), 1);
    assert_eq!(push_data(&posts[0].1)["historyId"], fake.history_id(ALICE));
    let claims = verified_claims(&fake, posts[0].0.strip_prefix("Bearer ").expect("a bearer")).await;
    assert_eq!(claims["aud"], "my-audience");

    // Paused: nothing; resumed: one push covering the changes.
    fake.pause_push(true);
    fake.add_labels(ALICE, &id, &["STARRED"]);
    fake.remove_labels(ALICE, &id, &["UNREAD"]);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(receiver.posts().len(), 1);
    fake.pause_push(false);
    let posts = receiver.wait_posts(2).await;
    assert_eq!(push_data(&posts[1].1)["historyId"], fake.history_id(ALICE));

    // A failing endpoint gets the push again a second later.
    receiver.inbox().script.push_back(503);
    fake.trash(ALICE, &id);
    let posts = receiver.wait_posts(4).await;
    assert_eq!(posts[2].1, posts[3].1, "a retry sends the same message");
    wait_until(|| fake.push_deliveries() == 3).await;
    assert_eq!(fake.push_failures(), 1);

    // A lapsed watch pushes nothing; stop removes it.
    fake.expire_watch(ALICE);
    fake.deliver(ALICE, &mime(3, "Wed, 01 May 2024 12:00:00 +0000"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(receiver.posts().len(), 4);
    assert!(fake.watch_of(ALICE).is_some_and(|w| w.expiration <= SystemTime::now()));
    assert_eq!(gmail.post("stop", json!({})).await.status, 204);
    assert!(fake.watch_of(ALICE).is_none());

    // Excluding no label covers every change, SPAM included.
    let watched =
        gmail.post("watch", json!({"topicName": TOPIC, "labelIds": [], "labelFilterBehavior": "exclude"})).await;
    assert_eq!(watched.status, 200);
    fake.deliver_with_labels(ALICE, &mime(4, "Wed, 01 May 2024 12:00:00 +0000"), &["SPAM"]);
    let posts = receiver.wait_posts(5).await;
    assert_eq!(push_data(&posts[4].1)["historyId"], fake.history_id(ALICE));
}
