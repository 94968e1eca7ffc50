//! Drives the fake Microsoft identity platform + Graph mail with plain HTTP.

mod common;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use common::{Answer, Endpoint, challenge, form, http, pair};
use hyper::http::request::Parts;
use postern_testkit::microsoft::{FakeMicrosoft, OUTLOOK};
use serde_json::{Value, json};

const CLIENT: &str = "00001111-aaaa-2222-bbbb-3333cccc4444";
const REDIRECT: &str = "http://localhost:8400/callback";
const SCOPES: &str =
    "offline_access openid https://graph.microsoft.com/Mail.ReadWrite https://graph.microsoft.com/Mail.Send";
const ALICE: &str = "alice@example.test";
const VERIFIER: &str = "the-verifier-must-be-at-least-43-characters-long-0123456789";

/// `POST {authority}/token` with a form; (status, JSON).
async fn token(fake: &FakeMicrosoft, pairs: &[(&str, &str)]) -> (u16, Value) {
    post_form(&format!("{}/token", fake.authority()), pairs).await
}

async fn post_form(url: &str, pairs: &[(&str, &str)]) -> (u16, Value) {
    let response = http()
        .post(url)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(form(pairs))
        .send()
        .await
        .expect("token request");
    let status = response.status().as_u16();
    (status, response.json().await.expect("token JSON"))
}

/// Opens `/authorize` (PKCE S256) and returns the redirect's query pairs.
async fn authorize(fake: &FakeMicrosoft, state: &str) -> Vec<(String, String)> {
    authorize_scopes(fake, state, SCOPES).await
}

/// Opens `/authorize` (PKCE S256) for `scopes` and returns the redirect's query pairs.
async fn authorize_scopes(fake: &FakeMicrosoft, state: &str, scopes: &str) -> Vec<(String, String)> {
    let query = form(&[
        ("client_id", CLIENT),
        ("response_type", "code"),
        ("redirect_uri", REDIRECT),
        ("response_mode", "query"),
        ("scope", scopes),
        ("state", state),
        ("code_challenge", &challenge(VERIFIER)),
        ("code_challenge_method", "S256"),
    ]);
    let response = http().get(format!("{}/authorize?{query}", fake.authority())).send().await.expect("authorize");
    assert_eq!(response.status().as_u16(), 302);
    let location = response.headers()["location"].to_str().expect("a Location").to_string();
    assert!(location.starts_with(&format!("{REDIRECT}?")), "{location}");
    let url = reqwest::Url::parse(&location).expect("a URL");
    url.query_pairs().into_owned().collect()
}

/// Signs `address` in with the auth-code flow; the token response.
async fn sign_in(fake: &FakeMicrosoft, address: &str) -> Value {
    sign_in_scopes(fake, address, SCOPES).await
}

/// Signs `address` in with the auth-code flow, consenting to `scopes`; the token response.
async fn sign_in_scopes(fake: &FakeMicrosoft, address: &str, scopes: &str) -> Value {
    fake.sign_in_as(address);
    let pairs = authorize_scopes(fake, "s", scopes).await;
    let code = pair(&pairs, "code").expect("a code").to_string();
    let (status, body) = token(
        fake,
        &[
            ("client_id", CLIENT),
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
        ],
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body
}

/// A Graph client: every request carries the token and `Prefer: IdType="ImmutableId"`.
struct Graph {
    http: reqwest::Client,
    base: String,
    token: String,
}

impl Answer {
    /// The `code` of Graph's error body.
    fn error_code(&self) -> String {
        self.json()["error"]["code"].as_str().unwrap_or_default().to_string()
    }
}

impl Graph {
    async fn new(fake: &FakeMicrosoft, address: &str) -> Graph {
        let tokens = sign_in(fake, address).await;
        Graph::with_token(fake, tokens["access_token"].as_str().expect("an access token"))
    }

    fn with_token(fake: &FakeMicrosoft, token: &str) -> Graph {
        Graph { http: http(), base: fake.graph(), token: token.to_string() }
    }

    fn url(&self, path: &str) -> String {
        if path.starts_with("http") { path.to_string() } else { format!("{}{path}", self.base) }
    }

    async fn call(&self, request: reqwest::RequestBuilder) -> Answer {
        let request = request.bearer_auth(&self.token).header("Prefer", "IdType=\"ImmutableId\"");
        Answer::of(request, "a Graph request").await
    }

    async fn get(&self, path: &str) -> Answer {
        self.call(self.http.get(self.url(path))).await
    }

    async fn delete(&self, path: &str) -> Answer {
        self.call(self.http.delete(self.url(path))).await
    }

    async fn delta(&self, path: &str, page_size: usize) -> Answer {
        self.call(self.http.get(self.url(path)).header("Prefer", format!("odata.maxpagesize={page_size}"))).await
    }

    async fn json(&self, method: reqwest::Method, path: &str, body: Value) -> Answer {
        self.call(self.http.request(method, self.url(path)).json(&body)).await
    }

    async fn post_mime(&self, path: &str, mime: &[u8]) -> Answer {
        let body = STANDARD.encode(mime);
        self.call(self.http.post(self.url(path)).header("Content-Type", "text/plain").body(body)).await
    }

    /// A POST without a body, with an explicit `Content-Length: 0`: reqwest (hyper) sends no
    /// Content-Length for an empty body, not even with `.body("")`, and Graph answers 411.
    async fn post_empty(&self, path: &str) -> Answer {
        self.call(self.http.post(self.url(path)).header(reqwest::header::CONTENT_LENGTH, "0")).await
    }
}

fn mime(n: u32) -> Vec<u8> {
    format!(
        "From: \"Bob Builder\" <bob@example.test>\r\nTo: Alice <alice@example.test>, dave@example.test\r\n\
         Cc: Carol <carol@example.test>\r\nSubject: Message {n}\r\nMessage-ID: <m{n}@example.test>\r\n\
         Date: Wed, 01 May 2024 12:00:00 +0000\r\n\r\nBody {n}.\r\n"
    )
    .into_bytes()
}

#[tokio::test]
async fn auth_code_flow_with_pkce() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);

    // Nobody signed in: the browser comes back with access_denied (and the state).
    let pairs = authorize(&fake, "before").await;
    assert_eq!(pair(&pairs, "error"), Some("access_denied"));
    assert_eq!(pair(&pairs, "state"), Some("before"));

    fake.sign_in_as(ALICE);
    let pairs = authorize(&fake, "xyz").await;
    assert_eq!(pair(&pairs, "state"), Some("xyz"));
    let code = pair(&pairs, "code").expect("a code").to_string();

    let redeem = |verifier: &'static str| {
        let code = code.clone();
        let fake = &fake;
        async move {
            token(
                fake,
                &[
                    ("client_id", CLIENT),
                    ("grant_type", "authorization_code"),
                    ("code", &code),
                    ("redirect_uri", REDIRECT),
                    ("code_verifier", verifier),
                ],
            )
            .await
        }
    };
    let (status, body) = redeem("a-wrong-verifier-a-wrong-verifier-a-wrong-verifier").await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(body["error_codes"], json!([501481]));
    let description = body["error_description"].as_str().unwrap_or_default();
    assert!(description.starts_with("AADSTS501481: ") && description.contains("\r\nTrace ID: "), "{description}");
    assert!(body["trace_id"].is_string() && body["correlation_id"].is_string() && body["timestamp"].is_string());

    let (status, body) = redeem(VERIFIER).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 3600);
    assert_eq!(body["ext_expires_in"], 3600);
    assert!(body["refresh_token"].as_str().is_some_and(|t| t.len() > 40));
    assert!(body["id_token"].as_str().is_some_and(|t| t.split('.').count() == 3));
    assert!(!body["scope"].as_str().unwrap_or_default().contains("offline_access"));

    let (status, body) = redeem(VERIFIER).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));
    assert_eq!(body["error_codes"], json!([54005]));

    let graph = Graph::with_token(&fake, body_token(&sign_in(&fake, ALICE).await));
    let me = graph.get("/me?$select=mail,userPrincipalName,displayName").await;
    assert_eq!(me.status, 200);
    let me = me.json();
    assert_eq!((me["mail"].as_str(), me["userPrincipalName"].as_str()), (Some(ALICE), Some(ALICE)));
    assert_eq!(me["displayName"], "Alice");
    assert!(me.get("id").is_none(), "{me}");
}

fn body_token(body: &Value) -> &str {
    body["access_token"].as_str().expect("an access token")
}

#[tokio::test]
async fn refresh_rotates_and_revoke_needs_a_new_sign_in() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let first = sign_in(&fake, ALICE).await;
    let refresh_1 = first["refresh_token"].as_str().expect("a refresh token").to_string();

    let refresh = |token: String, secret: bool| {
        let fake = &fake;
        async move {
            let mut pairs = vec![("client_id", CLIENT), ("grant_type", "refresh_token"), ("refresh_token", &token)];
            if secret {
                pairs.push(("client_secret", "s3cret"));
            }
            self::token(fake, &pairs).await
        }
    };
    let (status, second) = refresh(refresh_1.clone(), false).await;
    assert_eq!(status, 200, "{second}");
    let refresh_2 = second["refresh_token"].as_str().expect("a new refresh token").to_string();
    assert_ne!(refresh_2, refresh_1);
    assert_ne!(second["access_token"], first["access_token"]);
    // The old refresh token keeps working (clients should still keep the new one).
    let (status, _) = refresh(refresh_1.clone(), false).await;
    assert_eq!(status, 200);
    assert_eq!(fake.refreshes(), 2);
    // The grant is a public client's (redeemed without a secret): a secret is refused.
    let (status, body) = refresh(refresh_1.clone(), true).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("invalid_client")));
    assert_eq!(body["error_codes"], json!([700025]));
    assert_eq!(fake.secrets_sent(), 1);
    assert_eq!(fake.refreshes(), 2);

    fake.revoke(ALICE);
    let (status, body) = refresh(refresh_2, false).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"], "invalid_grant");
    assert_eq!(body["error_codes"], json!([50173]));
    assert!(body["error_description"].as_str().is_some_and(|d| d.starts_with("AADSTS50173:")));
    assert_eq!(fake.refreshes(), 2);

    // Access tokens live on until they expire.
    let graph = Graph::with_token(&fake, body_token(&second));
    assert_eq!(graph.get("/me").await.status, 200);
    fake.expire_access_tokens();
    let expired = graph.get("/me").await;
    assert_eq!(expired.status, 401);
    assert_eq!(expired.error_code(), "InvalidAuthenticationToken");

    // A new sign-in works; a zero lifetime gives tokens that are expired at once.
    let again = sign_in(&fake, ALICE).await;
    assert_eq!(Graph::with_token(&fake, body_token(&again)).get("/me").await.status, 200);
    fake.set_access_lifetime(0);
    let short = sign_in(&fake, ALICE).await;
    assert_eq!(short["expires_in"], 0);
    assert_eq!(Graph::with_token(&fake, body_token(&short)).get("/me").await.status, 401);
}

#[tokio::test]
async fn device_flow() {
    let fake = FakeMicrosoft::start();
    let devicecode = || post_form_owned(format!("{}/devicecode", fake.authority()));
    let (status, device) = devicecode().await;
    assert_eq!(status, 200, "{device}");
    let user_code = device["user_code"].as_str().expect("a user code").to_string();
    assert!(user_code.len() == 9 && user_code.as_bytes()[4] == b'-', "{user_code}");
    assert_eq!(device["verification_uri"], "https://microsoft.com/devicelogin");
    assert_eq!((device["expires_in"].as_u64(), device["interval"].as_u64()), (Some(900), Some(1)));
    assert!(device["message"].as_str().is_some_and(|m| m.contains(&user_code)));
    let device_code = device["device_code"].as_str().expect("a device code").to_string();

    let poll = |code: String| {
        let fake = &fake;
        async move {
            token(
                fake,
                &[
                    ("client_id", CLIENT),
                    ("grant_type", "urn:ietf:params:oauth:grant-type:device_code"),
                    ("device_code", &code),
                ],
            )
            .await
        }
    };
    let (status, body) = poll(device_code.clone()).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("authorization_pending")));
    assert_eq!(body["error_codes"], json!([70016]));

    fake.approve_device(&user_code.to_lowercase(), ALICE);
    let (status, tokens) = poll(device_code.clone()).await;
    assert_eq!(status, 200, "{tokens}");
    let me = Graph::with_token(&fake, body_token(&tokens)).get("/me").await;
    assert_eq!(me.json()["mail"], ALICE);
    let (status, body) = poll(device_code).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_grant")));

    let (_, declined) = devicecode().await;
    fake.decline_device(declined["user_code"].as_str().unwrap_or_default());
    let (status, body) = poll(declined["device_code"].as_str().unwrap_or_default().to_string()).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("authorization_declined")));

    let (_, late) = devicecode().await;
    fake.expire_device_codes();
    let (status, body) = poll(late["device_code"].as_str().unwrap_or_default().to_string()).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("expired_token")));

    let (status, body) = poll("nonsense".to_string()).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("bad_verification_code")));
}

/// A grant is redeemed as it was obtained: a device code's (a public client's) without the
/// app's secret (AADSTS700025), a confidential client's with it (AADSTS7000218); an expired
/// secret is refused whatever it redeems (AADSTS7000222).
// https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code
// https://learn.microsoft.com/en-us/entra/identity-platform/reference-error-codes
#[tokio::test]
async fn secrets_go_only_where_the_grant_takes_them() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let (_, device) = post_form_owned(format!("{}/devicecode", fake.authority())).await;
    fake.approve_device(device["user_code"].as_str().unwrap(), ALICE);
    let code = device["device_code"].as_str().unwrap().to_string();
    let device_grant = "urn:ietf:params:oauth:grant-type:device_code";
    let with_secret =
        [("client_id", CLIENT), ("grant_type", device_grant), ("device_code", &code), ("client_secret", "s3cret")];
    let (status, body) = token(&fake, &with_secret).await;
    assert_eq!((status, body["error_codes"].clone()), (401, json!([700025])), "{body}");
    let (status, tokens) = token(&fake, &with_secret[..3]).await;
    assert_eq!(status, 200, "{tokens}");
    let refresh = tokens["refresh_token"].as_str().unwrap().to_string();
    let refreshing = [("client_id", CLIENT), ("grant_type", "refresh_token"), ("refresh_token", &refresh)];
    assert_eq!(token(&fake, &refreshing).await.0, 200, "a public client's grant, without a secret");

    // A confidential client's grant: the code redeemed with the secret, refreshed with it.
    fake.sign_in_as(ALICE);
    let pairs = authorize_scopes(&fake, "s", SCOPES).await;
    let code = pair(&pairs, "code").expect("a code").to_string();
    let redeem = [
        ("client_id", CLIENT),
        ("grant_type", "authorization_code"),
        ("code", &code),
        ("redirect_uri", REDIRECT),
        ("code_verifier", VERIFIER),
        ("client_secret", "s3cret"),
    ];
    let (status, tokens) = token(&fake, &redeem).await;
    assert_eq!(status, 200, "{tokens}");
    let refresh = tokens["refresh_token"].as_str().unwrap().to_string();
    let refreshing = [("client_id", CLIENT), ("grant_type", "refresh_token"), ("refresh_token", &refresh)];
    let (status, body) = token(&fake, &refreshing).await;
    assert_eq!((status, body["error_codes"].clone()), (401, json!([7000218])), "{body}");
    let with_secret = [refreshing[0], refreshing[1], refreshing[2], ("client_secret", "s3cret")];
    assert_eq!(token(&fake, &with_secret).await.0, 200);

    fake.expire_client_secret();
    let (status, body) = token(&fake, &with_secret).await;
    assert_eq!((status, body["error"].as_str()), (401, Some("invalid_client")));
    assert_eq!(body["error_codes"], json!([7000222]));
}

async fn post_form_owned(url: String) -> (u16, Value) {
    post_form(&url, &[("client_id", CLIENT), ("scope", SCOPES)]).await
}

/// Follows a delta round to its end: (items, deltaLink).
async fn delta_round(graph: &Graph, start: &str, page_size: usize) -> (Vec<Value>, String, usize) {
    let mut url = start.to_string();
    let mut items = Vec::new();
    let mut pages = 0;
    loop {
        let answer = graph.delta(&url, page_size).await;
        assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.bytes));
        let page = answer.json();
        pages += 1;
        items.extend(page["value"].as_array().cloned().unwrap_or_default());
        match (page["@odata.nextLink"].as_str(), page["@odata.deltaLink"].as_str()) {
            (Some(next), None) => url = next.to_string(),
            (None, Some(delta)) => return (items, delta.to_string(), pages),
            _ => panic!("exactly one of nextLink and deltaLink: {page}"),
        }
    }
}

/// "Wed, 01 May 2024 12:00:00 GMT" → "2024-05-01".
fn iso_day(http_date: &str) -> String {
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let fields: Vec<&str> = http_date.split_whitespace().collect();
    let month = MONTHS.iter().position(|m| Some(m) == fields.get(2)).map_or(0, |m| m + 1);
    format!("{}-{month:02}-{}", fields.get(3).unwrap_or(&""), fields.get(1).unwrap_or(&""))
}

fn by_id<'a>(items: &'a [Value], id: &str) -> &'a Value {
    items.iter().find(|i| i["id"] == id).unwrap_or_else(|| panic!("{id} is not in {items:?}"))
}

#[tokio::test]
async fn delta_rounds_report_changes_moves_and_deletions() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let ids: Vec<String> = (1..=3).map(|n| fake.deliver(ALICE, "inbox", &mime(n))).collect();
    let graph = Graph::new(&fake, ALICE).await;
    let inbox = fake.folder_id(ALICE, "inbox");

    let (items, delta_link, pages) = delta_round(&graph, "/me/mailFolders/inbox/messages/delta", 2).await;
    assert_eq!(pages, 2);
    assert_eq!(items.len(), 3);
    let first = by_id(&items, &ids[0]);
    assert_eq!(first["@odata.type"], "#microsoft.graph.message");
    assert!(first["@odata.etag"].as_str().is_some_and(|e| e.starts_with("W/\"")));
    assert_eq!(first["subject"], "Message 1");
    assert_eq!(first["internetMessageId"], "<m1@example.test>");
    assert_eq!(first["from"], json!({"emailAddress": {"name": "Bob Builder", "address": "bob@example.test"}}));
    assert_eq!(
        first["toRecipients"][1],
        json!({"emailAddress": {"name": "dave@example.test", "address": "dave@example.test"}})
    );
    assert_eq!(first["ccRecipients"][0]["emailAddress"]["name"], "Carol");
    assert_eq!((first["isRead"].as_bool(), first["isDraft"].as_bool()), (Some(false), Some(false)));
    assert_eq!(first["flag"]["flagStatus"], "notFlagged");
    assert_eq!(first["parentFolderId"], inbox);
    assert_eq!(first["hasAttachments"], false);
    let received = first["receivedDateTime"].as_str().unwrap_or_default();
    assert!(received.len() == 20 && received.ends_with('Z') && received.as_bytes()[10] == b'T', "{received}");
    // The fake writes its dates itself: they agree with hyper's Date header (to the day).
    let answer = graph.get(&format!("/me/messages/{}", ids[0])).await;
    let http_date = answer.headers["date"].to_str().unwrap_or_default().to_string();
    assert_eq!(answer.json()["receivedDateTime"], received);
    assert_eq!(iso_day(&http_date), received[..10], "{http_date} vs {received}");

    // Nothing changed: an empty page and a new delta link.
    let (items, delta_link, _) = delta_round(&graph, &delta_link, 2).await;
    assert!(items.is_empty());

    // Another client reads one, moves one, deletes one; a new one arrives; this client flags one.
    fake.set_read(ALICE, &ids[0], true);
    fake.move_message(ALICE, &ids[1], "archive");
    fake.delete_message(ALICE, &ids[2]);
    let fourth = fake.deliver(ALICE, "inbox", &mime(4));
    let flagged = graph
        .json(reqwest::Method::PATCH, &format!("/me/messages/{}", ids[0]), json!({"flag": {"flagStatus": "flagged"}}))
        .await;
    assert_eq!(flagged.status, 200);
    let (items, _, _) = delta_round(&graph, &delta_link, 2).await;
    assert_eq!(items.len(), 4, "{items:?}");
    let first = by_id(&items, &ids[0]);
    assert_eq!((first["isRead"].as_bool(), first["flag"]["flagStatus"].as_str()), (Some(true), Some("flagged")));
    for gone in [&ids[1], &ids[2]] {
        assert_eq!(by_id(&items, gone)["@removed"], json!({"reason": "deleted"}));
    }
    assert_eq!(by_id(&items, &fourth)["subject"], "Message 4");

    // The moved message kept its id in Archive.
    let (archive, _, _) = delta_round(&graph, "/me/mailFolders/archive/messages/delta", 10).await;
    assert_eq!(archive.len(), 1);
    assert_eq!(archive[0]["id"], ids[1].as_str());
    assert_eq!(archive[0]["parentFolderId"], fake.folder_id(ALICE, "archive"));
    assert!(fake.message(ALICE, &ids[2]).is_none());
    assert!(fake.message(ALICE, &ids[0]).is_some_and(|m| m.is_read && m.flagged));
    assert!(fake.immutable_ids_asked());
}

#[tokio::test]
async fn forgotten_delta_tokens_answer_410() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    for n in 1..=3 {
        fake.deliver(ALICE, "inbox", &mime(n));
    }
    let graph = Graph::new(&fake, ALICE).await;
    let (_, delta_link, _) = delta_round(&graph, "/me/mailFolders/inbox/messages/delta", 10).await;
    let first_page = graph.delta("/me/mailFolders/inbox/messages/delta", 1).await.json();
    let next_link = first_page["@odata.nextLink"].as_str().expect("a next link").to_string();

    fake.forget_delta_tokens();
    for link in [&delta_link, &next_link] {
        let gone = graph.delta(link, 10).await;
        assert_eq!(gone.status, 410);
        assert_eq!(gone.error_code(), "SyncStateNotFound");
        assert!(gone.json()["error"]["message"].as_str().is_some_and(|m| m.contains("generation=")));
    }
    let (items, _, _) = delta_round(&graph, "/me/mailFolders/inbox/messages/delta", 10).await;
    assert_eq!(items.len(), 3);
}

#[tokio::test]
async fn throttling_answers_429_with_retry_after() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let before = fake.requests();
    fake.throttle(2, 7);
    for _ in 0..2 {
        let throttled = graph.get("/me").await;
        assert_eq!(throttled.status, 429);
        assert_eq!(throttled.headers["retry-after"], "7");
        assert_eq!(throttled.error_code(), "ApplicationThrottled");
        assert!(throttled.headers.contains_key("request-id"));
    }
    assert_eq!(graph.get("/me").await.status, 200);
    assert_eq!(fake.requests() - before, 3);

    // Inside a batch, the throttled request gets its own 429 and Retry-After.
    fake.throttle(1, 3);
    let batch = json!({"requests": [
        {"id": "1", "method": "GET", "url": "/me/mailFolders/inbox", "headers": {"Prefer": "IdType=\"ImmutableId\""}},
        {"id": "2", "method": "GET", "url": "/me/mailFolders/drafts", "headers": {"Prefer": "IdType=\"ImmutableId\""}},
    ]});
    let answer = graph.json(reqwest::Method::POST, "/$batch", batch).await;
    assert_eq!(answer.status, 200);
    let responses = answer.json()["responses"].as_array().cloned().unwrap_or_default();
    assert_eq!(responses[0]["status"], 429);
    assert_eq!(responses[0]["headers"]["Retry-After"], "3");
    assert_eq!(responses[1]["status"], 200);
    assert_eq!(responses[1]["body"]["displayName"], "Drafts");
    assert_eq!(fake.batched(), 2);
    assert!(fake.immutable_ids_asked());

    let too_many: Vec<Value> = (0..21).map(|i| json!({"id": i.to_string(), "method": "GET", "url": "/me"})).collect();
    let answer = graph.json(reqwest::Method::POST, "/$batch", json!({"requests": too_many})).await;
    assert_eq!(answer.status, 400);
}

#[tokio::test]
async fn a_mime_draft_is_sent_with_its_bcc() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let draft_mime = b"From: Alice <alice@example.test>\r\nTo: bob@example.test\r\nSubject: Hello\r\n\
                       Message-ID: <draft1@example.test>\r\nDate: Wed, 01 May 2024 12:00:00 +0000\r\n\r\nHi Bob.\r\n";

    let bad =
        graph.call(graph.http.post(graph.url("/me/messages")).header("Content-Type", "text/plain").body("%%%")).await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.error_code(), "ErrorMimeContentInvalidBase64String");

    let created = graph.post_mime("/me/messages", draft_mime).await;
    assert_eq!(created.status, 201, "{}", String::from_utf8_lossy(&created.bytes));
    let draft = created.json();
    let id = draft["id"].as_str().expect("an id").to_string();
    assert_eq!(draft["isDraft"], true);
    assert_eq!(draft["parentFolderId"], fake.folder_id(ALICE, "drafts"));

    let bcc = json!({"bccRecipients": [{"emailAddress": {"address": "carol@example.test", "name": "Carol"}}]});
    let patched = graph.json(reqwest::Method::PATCH, &format!("/me/messages/{id}"), bcc).await;
    assert_eq!(patched.status, 200);
    assert_eq!(patched.json()["bccRecipients"][0]["emailAddress"]["address"], "carol@example.test");

    let no_length = graph.call(graph.http.post(graph.url(&format!("/me/messages/{id}/send"))).body("")).await;
    assert_eq!(no_length.status, 411);
    assert!(fake.sent().is_empty());
    let sent = graph.post_empty(&format!("/me/messages/{id}/send")).await;
    assert_eq!(sent.status, 202, "{}", String::from_utf8_lossy(&sent.bytes));
    assert!(sent.bytes.is_empty());
    let outgoing = fake.sent();
    assert_eq!(outgoing.len(), 1);
    let text = String::from_utf8_lossy(&outgoing[0]);
    assert!(
        text.contains("\r\nBcc: \"Carol\" <carol@example.test>\r\n") || text.starts_with("Bcc: \"Carol\""),
        "{text}"
    );
    assert!(text.contains("Subject: Hello\r\n") && text.ends_with("Hi Bob.\r\n"), "{text}");
    assert!(fake.messages(ALICE, "drafts").is_empty());
    let copy = fake.message(ALICE, &id).expect("the sent copy keeps the id");
    assert_eq!(copy.folder, fake.folder_id(ALICE, "sentitems"));
    assert!(!copy.is_draft && copy.is_read);
    assert_eq!(copy.bcc, vec!["carol@example.test".to_string()]);
    let value = graph.get(&format!("/me/messages/{id}/$value")).await;
    assert_eq!(value.headers["content-type"], "message/rfc822");
    assert_eq!(value.bytes, outgoing[0]);

    // An ambiguous failure: 504, yet the message went out.
    fake.fail_next_send(504);
    let failed = graph.post_mime("/me/sendMail", &mime(7)).await;
    assert_eq!(failed.status, 504);
    assert_eq!(fake.sent().len(), 2);
    assert_eq!(fake.messages(ALICE, "sentitems").len(), 2);
    // A clear refusal: nothing goes out.
    fake.fail_next_send(400);
    assert_eq!(graph.post_mime("/me/sendMail", &mime(8)).await.status, 400);
    assert_eq!(fake.sent().len(), 2);

    // JSON sendMail without a copy in Sent Items.
    let message = json!({"message": {
        "subject": "Lunch?", "body": {"contentType": "Text", "content": "At noon."},
        "toRecipients": [{"emailAddress": {"address": "bob@example.test"}}],
    }, "saveToSentItems": "false"});
    assert_eq!(graph.json(reqwest::Method::POST, "/me/sendMail", message).await.status, 202);
    let outgoing = fake.sent();
    assert_eq!(outgoing.len(), 3);
    let text = String::from_utf8_lossy(&outgoing[2]);
    assert!(text.contains("Subject: Lunch?\r\n") && text.contains("To: bob@example.test\r\n"), "{text}");
    assert!(text.contains("From: \"Alice\" <alice@example.test>\r\n"), "{text}");
    assert_eq!(fake.messages(ALICE, "sentitems").len(), 2);
    assert!(fake.immutable_ids_asked());
}

#[tokio::test]
async fn folders_and_message_moves() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;

    let page = graph.get("/me/mailFolders?$top=5").await.json();
    assert_eq!(page["value"].as_array().map(Vec::len), Some(5));
    let next = page["@odata.nextLink"].as_str().expect("a next link").to_string();
    let rest = graph.get(&next).await.json();
    assert_eq!(rest["value"].as_array().map(Vec::len), Some(2));
    assert!(rest.get("@odata.nextLink").is_none());

    let created = graph.json(reqwest::Method::POST, "/me/mailFolders", json!({"displayName": "Projects"})).await;
    assert_eq!(created.status, 201);
    let projects = created.json()["id"].as_str().expect("an id").to_string();
    let twice = graph.json(reqwest::Method::POST, "/me/mailFolders", json!({"displayName": "projects"})).await;
    assert_eq!((twice.status, twice.error_code().as_str()), (409, "ErrorFolderExists"));
    let child = graph
        .json(
            reqwest::Method::POST,
            &format!("/me/mailFolders/{projects}/childFolders"),
            json!({"displayName": "2024"}),
        )
        .await;
    assert_eq!(child.status, 201);
    assert_eq!(child.json()["parentFolderId"], projects.as_str());
    let inbox = graph.get("/me/mailFolders('Inbox')").await.json();
    assert_eq!(inbox["displayName"], "Inbox");
    assert_eq!(inbox["childFolderCount"], 0);

    let id = fake.deliver(ALICE, "inbox", &mime(1));
    let moved =
        graph.json(reqwest::Method::POST, &format!("/me/messages/{id}/move"), json!({"destinationId": projects})).await;
    assert_eq!(moved.status, 201);
    assert_eq!(
        (moved.json()["id"].as_str(), moved.json()["parentFolderId"].as_str()),
        (Some(id.as_str()), Some(projects.as_str()))
    );
    let deleted = graph.call(graph.http.delete(graph.url(&format!("/me/messages/{id}")))).await;
    assert_eq!(deleted.status, 204);
    assert_eq!(fake.messages(ALICE, "deleteditems").len(), 1);

    let gone = graph.call(graph.http.delete(graph.url(&format!("/me/mailFolders/{projects}")))).await;
    assert_eq!(gone.status, 204);
    assert_eq!(graph.get(&format!("/me/mailFolders/{projects}")).await.error_code(), "ErrorItemNotFound");
    assert_eq!(graph.get("/me/messages/AAMkADnope=").await.status, 404);
    let unauthenticated = Graph::with_token(&fake, "not-a-token").get("/me").await;
    assert_eq!((unauthenticated.status, unauthenticated.error_code().as_str()), (401, "InvalidAuthenticationToken"));
}

#[test]
fn stops_when_dropped() {
    let fake = FakeMicrosoft::start();
    let address = fake.url().trim_start_matches("http://").to_string();
    assert!(std::net::TcpStream::connect(&address).is_ok());
    drop(fake);
    assert!(std::net::TcpStream::connect(&address).is_err());
}

#[tokio::test]
async fn bad_requests_get_4xx_and_the_server_lives_on() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let id = fake.deliver(ALICE, "inbox", &mime(1));
    let graph = Graph::new(&fake, ALICE).await;
    let patch = |path: String, body: &'static str| {
        graph.http.patch(graph.url(&path)).header("Content-Type", "application/json").body(body)
    };
    let answers = [
        graph.call(patch(format!("/me/messages/{id}"), "{not json")).await,
        graph.call(patch(format!("/me/messages/{id}"), r#"{"isRead":"yes"}"#)).await,
        graph.call(patch(format!("/me/messages/{id}"), r#"{"flag":{"flagStatus":"purple"}}"#)).await,
        graph.json(reqwest::Method::POST, &format!("/me/messages/{id}/move"), json!({})).await,
        graph
            .json(reqwest::Method::POST, &format!("/me/messages/{id}/move"), json!({"destinationId": "nowhere"}))
            .await,
        graph.json(reqwest::Method::POST, "/$batch", json!({"requests": "no"})).await,
        graph.json(reqwest::Method::POST, "/$batch", json!({"requests": [{"id": "1"}]})).await,
        graph.get("/me/mailFolders?$top=abc").await,
        graph.get("/me/mailFolders/inbox/messages/delta?$deltatoken=garbage").await,
        graph.get("/me/mailFolders/inbox/messages/delta?$skiptoken=%FF%FE").await,
        graph.get("/me/messages/%ZZ%FF/$value").await,
        graph.get("/me/mailFolders('inbox").await,
        graph.get("/me/nonsense/deeper").await,
        graph.get("/users/bob@example.test/messages").await,
        graph
            .call(graph.http.post(graph.url("/me/sendMail")).header("Content-Type", "application/json").body("[]"))
            .await,
    ];
    for answer in &answers {
        assert!((400..500).contains(&answer.status), "{} {}", answer.status, String::from_utf8_lossy(&answer.bytes));
        assert!(!answer.error_code().is_empty(), "{}", String::from_utf8_lossy(&answer.bytes));
    }
    let (status, body) = token(&fake, &[]).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_request")));
    let (status, body) = token(&fake, &[("client_id", CLIENT), ("grant_type", "password")]).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("unsupported_grant_type")));
    let no_redirect = http().get(format!("{}/authorize?client_id={CLIENT}", fake.authority())).send().await;
    assert_eq!(no_redirect.map(|r| r.status().as_u16()).ok(), Some(400));
    assert_eq!(graph.get("/me").await.status, 200);
    assert!(fake.message(ALICE, &id).is_some_and(|m| !m.is_read && !m.flagged));
}

// ----- Change notifications (webhooks) -----

/// A validation request the receiver answered.
struct Validation {
    path: String,
    query: String,
    /// The URL-decoded `validationToken`.
    token: String,
    content_type: String,
    body_len: usize,
}

/// Any other POST the receiver got.
struct Post {
    path: String,
    content_type: String,
    body: Value,
}

#[derive(Default)]
struct Inbox {
    validations: Vec<Validation>,
    posts: Vec<Post>,
    /// The statuses to answer the next POSTs with (then 202).
    script: VecDeque<u16>,
    /// Answer validation requests with this status and no token.
    refuse_validation: Option<u16>,
}

/// A webhook endpoint on loopback, on a thread and runtime of its own (the blocking
/// `send_lifecycle` is called from the test's runtime): it answers validation requests as
/// Graph asks (200, `text/plain`, the decoded token), records every other POST and answers it
/// 202 (or as scripted).
struct Receiver {
    inbox: Arc<Mutex<Inbox>>,
    endpoint: Endpoint,
}

impl Receiver {
    fn start() -> Receiver {
        let inbox = Arc::new(Mutex::new(Inbox::default()));
        let shared = inbox.clone();
        let endpoint = Endpoint::start(move |parts, bytes| receive(&shared, parts, bytes));
        Receiver { inbox, endpoint }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.endpoint.base())
    }

    fn inbox(&self) -> MutexGuard<'_, Inbox> {
        self.inbox.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The notifications of every POST so far (the items of their `value`), in arrival order.
    fn items(&self) -> Vec<Value> {
        let inbox = self.inbox();
        inbox.posts.iter().flat_map(|p| p.body["value"].as_array().cloned().unwrap_or_default()).collect()
    }

    /// Waits (up to 10 s) until `n` notifications arrived; returns them all.
    async fn wait_items(&self, n: usize) -> Vec<Value> {
        wait_until(|| self.items().len() >= n).await;
        self.items()
    }
}

fn receive(inbox: &Mutex<Inbox>, parts: &Parts, bytes: &[u8]) -> hyper::Response<axum::body::Body> {
    let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let query = parts.uri.query().unwrap_or_default().to_string();
    let token = form_urlencoded::parse(query.as_bytes())
        .find(|(name, _)| name == "validationToken")
        .map(|(_, value)| value.into_owned());
    let mut inbox = inbox.lock().unwrap_or_else(PoisonError::into_inner);
    let response = hyper::Response::builder();
    let response = match token {
        Some(token) => {
            inbox.validations.push(Validation {
                path: parts.uri.path().to_string(),
                query: query.clone(),
                token: token.clone(),
                content_type: header("content-type"),
                body_len: bytes.len(),
            });
            match inbox.refuse_validation {
                Some(status) => response.status(status).body(axum::body::Body::empty()),
                None => response.status(200).header("Content-Type", "text/plain").body(axum::body::Body::from(token)),
            }
        }
        None => {
            inbox.posts.push(Post {
                path: parts.uri.path().to_string(),
                content_type: header("content-type"),
                body: serde_json::from_slice(bytes).unwrap_or(Value::Null),
            });
            let status = inbox.script.pop_front().unwrap_or(202);
            response.status(status).body(axum::body::Body::empty())
        }
    };
    response.expect("a response")
}

/// Waits (up to 10 s, panicking after) until `done` holds.
async fn wait_until(done: impl Fn() -> bool) {
    common::wait_until(Duration::from_secs(10), done).await;
}

/// Now plus `minutes`, as `2024-05-01T12:00:00.0000000Z`.
fn iso_in(minutes: i64) -> String {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let secs = now + minutes * 60;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.0000000Z", rest / 3600, rest % 3600 / 60, rest % 60)
}

/// Whether `time` is within 5 s of now plus `minutes`.
fn about_in(time: SystemTime, minutes: u64) -> bool {
    let target = SystemTime::now() + Duration::from_secs(minutes * 60);
    let gap = target.duration_since(time).unwrap_or_else(|e| e.duration());
    gap < Duration::from_secs(5)
}

fn subscription(notify: &str, lifecycle: Option<&str>, resource: &str, change_type: &str, state: &str) -> Value {
    let mut body = json!({
        "changeType": change_type,
        "notificationUrl": notify,
        "resource": resource,
        "expirationDateTime": iso_in(60),
        "clientState": state,
    });
    if let Some(lifecycle) = lifecycle {
        body["lifecycleNotificationUrl"] = lifecycle.into();
    }
    body
}

/// Creates a subscription; its id.
async fn subscribe(graph: &Graph, body: Value) -> String {
    let created = graph.json(reqwest::Method::POST, "/subscriptions", body).await;
    assert_eq!(created.status, 201, "{}", String::from_utf8_lossy(&created.bytes));
    created.json()["id"].as_str().expect("an id").to_string()
}

/// A loopback URL where nothing listens.
fn dead_url() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let url = format!("http://{}/gone", listener.local_addr().expect("an address"));
    drop(listener);
    url
}

#[tokio::test]
async fn subscriptions_are_validated_renewed_and_deleted() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let me = graph.get("/me").await.json();
    let receiver = Receiver::start();
    let body = subscription(
        &receiver.url("/notify?tenant=t1"),
        Some(&receiver.url("/lifecycle")),
        "/me/mailfolders('inbox')/messages",
        "created,updated",
        "s3cret",
    );
    let created = graph.json(reqwest::Method::POST, "/subscriptions", body).await;
    assert_eq!(created.status, 201, "{}", String::from_utf8_lossy(&created.bytes));
    let sub = created.json();
    assert!(sub["@odata.context"].as_str().is_some_and(|c| c.ends_with("/v1.0/$metadata#subscriptions/$entity")));
    let id = sub["id"].as_str().expect("an id").to_string();
    assert_eq!((id.len(), id.matches('-').count()), (36, 4), "{id}");
    assert_eq!(sub["resource"], "/me/mailfolders('inbox')/messages");
    assert_eq!(sub["changeType"], "created,updated");
    assert_eq!(sub["clientState"], "s3cret");
    assert_eq!(sub["notificationUrl"], receiver.url("/notify?tenant=t1"));
    assert_eq!(sub["lifecycleNotificationUrl"], receiver.url("/lifecycle"));
    assert_eq!(sub["applicationId"], CLIENT);
    assert_eq!(sub["creatorId"], me["id"]);
    assert_eq!(sub["latestSupportedTlsVersion"], "v1_2");
    assert_eq!((sub["notificationUrlAppId"].is_null(), sub["includeResourceData"].as_bool()), (true, Some(false)));
    let expiration = sub["expirationDateTime"].as_str().unwrap_or_default();
    assert!(expiration.len() == 28 && expiration.ends_with('Z') && expiration.as_bytes()[19] == b'.', "{expiration}");

    // Both URLs were validated, each with its own token (URL-decoded by the receiver), the
    // notification URL with its own query kept.
    {
        let inbox = receiver.inbox();
        assert_eq!(inbox.validations.len(), 2);
        let (notify, lifecycle) = (&inbox.validations[0], &inbox.validations[1]);
        assert_eq!((notify.path.as_str(), lifecycle.path.as_str()), ("/notify", "/lifecycle"));
        assert!(notify.query.starts_with("tenant=t1&validationToken="), "{}", notify.query);
        assert!(notify.token.starts_with("Validation: ") && notify.token.contains(" Request-Id: "), "{}", notify.token);
        assert_ne!(notify.token, lifecycle.token);
        assert_eq!(notify.content_type, "text/plain; charset=utf-8");
        assert_eq!(notify.body_len, 0);
        assert!(inbox.posts.is_empty());
    }
    let held = fake.subscriptions(ALICE);
    assert_eq!(held.len(), 1);
    assert_eq!((held[0].id.as_str(), held[0].change_type.as_str()), (id.as_str(), "created,updated"));
    assert_eq!(held[0].lifecycle_url.as_deref(), Some(receiver.url("/lifecycle").as_str()));
    assert_eq!(held[0].client_state.as_deref(), Some("s3cret"));
    assert!(about_in(held[0].expires, 60));

    let listed = graph.get("/subscriptions").await.json();
    assert_eq!(listed["value"].as_array().map(Vec::len), Some(1));
    assert_eq!(listed["value"][0]["id"], id.as_str());
    assert_eq!(graph.get(&format!("/subscriptions/{id}")).await.json()["clientState"], "s3cret");

    // An endpoint that answers 500 to the validation request: 400, nothing created.
    receiver.inbox().refuse_validation = Some(500);
    let body = subscription(&receiver.url("/notify"), None, "me/messages", "created", "x");
    let refused = graph.json(reqwest::Method::POST, "/subscriptions", body).await;
    assert_eq!(refused.status, 400);
    assert_eq!(refused.error_code(), "ValidationError");
    assert_eq!(
        refused.json()["error"]["message"],
        "Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request."
    );
    receiver.inbox().refuse_validation = None;
    // A lifecycle URL that does not answer fails the same way.
    let body = subscription(&receiver.url("/notify"), Some(&dead_url()), "me/messages", "created", "x");
    let refused = graph.json(reqwest::Method::POST, "/subscriptions", body).await;
    assert_eq!((refused.status, refused.error_code().as_str()), (400, "ValidationError"));

    // Requests Graph refuses before validating anything.
    let notify = receiver.url("/notify");
    let mut too_far = subscription(&notify, None, "me/messages", "created", "x");
    too_far["expirationDateTime"] = iso_in(10_081).into();
    let answer = graph.json(reqwest::Method::POST, "/subscriptions", too_far).await;
    assert_eq!((answer.status, answer.error_code().as_str()), (400, "ExtensionError"));
    assert!(answer.json()["error"]["message"].as_str().is_some_and(|m| m.contains("10080 minutes")));
    let mut past = subscription(&notify, None, "me/messages", "created", "x");
    past["expirationDateTime"] = iso_in(-5).into();
    let mut no_url = subscription(&notify, None, "me/messages", "created", "x");
    no_url.as_object_mut().map(|o| o.remove("notificationUrl"));
    let bad = [
        past,
        no_url,
        subscription(&notify, None, "me/events", "created", "x"),
        subscription(&notify, None, "me/mailFolders('nowhere')/messages", "created", "x"),
        subscription(&notify, None, "me/messages", "created,moved", "x"),
        subscription("ftp://example.test/hook", None, "me/messages", "created", "x"),
        subscription(&notify, None, "me/messages", "created", &"x".repeat(129)),
    ];
    for body in bad {
        let answer = graph.json(reqwest::Method::POST, "/subscriptions", body.clone()).await;
        assert!((400..500).contains(&answer.status), "{body}: {}", answer.status);
        assert!(!answer.error_code().is_empty());
    }
    let batch = json!({"requests": [{"id": "1", "method": "POST", "url": "/subscriptions",
        "headers": {"Content-Type": "application/json"},
        "body": subscription(&notify, None, "me/messages", "created", "x")}]});
    let answer = graph.json(reqwest::Method::POST, "/$batch", batch).await;
    assert_eq!(answer.json()["responses"][0]["status"], 400);
    assert_eq!(fake.subscriptions(ALICE).len(), 1);
    assert_eq!(receiver.inbox().validations.len(), 4, "only the two refused creates were validated");

    // Renewal: up to 10,080 minutes ahead.
    let renewed = graph
        .json(reqwest::Method::PATCH, &format!("/subscriptions/{id}"), json!({"expirationDateTime": iso_in(2880)}))
        .await;
    assert_eq!(renewed.status, 200, "{}", String::from_utf8_lossy(&renewed.bytes));
    assert_eq!(renewed.json()["id"], id.as_str());
    assert!(about_in(fake.subscriptions(ALICE)[0].expires, 2880));
    let too_far = graph
        .json(reqwest::Method::PATCH, &format!("/subscriptions/{id}"), json!({"expirationDateTime": iso_in(10_081)}))
        .await;
    assert_eq!((too_far.status, too_far.error_code().as_str()), (400, "ExtensionError"));
    assert!(about_in(fake.subscriptions(ALICE)[0].expires, 2880));

    // Another mailbox does not see it.
    fake.add_user("bob@example.test");
    let bob = Graph::new(&fake, "bob@example.test").await;
    let hidden = bob.get(&format!("/subscriptions/{id}")).await;
    assert_eq!((hidden.status, hidden.error_code().as_str()), (404, "ResourceNotFound"));
    assert_eq!(bob.get("/subscriptions").await.json()["value"], json!([]));
    assert_eq!(bob.delete(&format!("/subscriptions/{id}")).await.status, 404);

    assert_eq!(graph.delete(&format!("/subscriptions/{id}")).await.status, 204);
    let again = graph.delete(&format!("/subscriptions/{id}")).await;
    assert_eq!((again.status, again.error_code().as_str()), (404, "ResourceNotFound"));
    assert!(fake.subscriptions(ALICE).is_empty());
    assert_eq!(graph.get("/subscriptions").await.json()["value"], json!([]));
}

#[tokio::test]
async fn message_changes_are_notified() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let user_id = graph.get("/me").await.json()["id"].as_str().expect("an id").to_string();
    let receiver = Receiver::start();
    let inbox_sub = subscribe(
        &graph,
        subscription(
            &receiver.url("/inbox"),
            None,
            "me/mailFolders('Inbox')/messages",
            "created,updated,deleted",
            "in",
        ),
    )
    .await;
    let all_sub = subscribe(&graph, subscription(&receiver.url("/all"), None, "me/messages", "created", "all")).await;
    let check = |item: &Value, subscription: &str, change: &str, state: &str, message: &str| {
        assert_eq!(item["subscriptionId"], subscription, "{item}");
        assert_eq!(item["changeType"], change, "{item}");
        assert_eq!(item["clientState"], state, "{item}");
        let resource = format!("Users/{user_id}/Messages/{message}");
        assert_eq!(item["resource"], resource.as_str());
        let data = &item["resourceData"];
        assert_eq!(data["@odata.type"], "#Microsoft.Graph.Message");
        assert_eq!((data["@odata.id"].as_str(), data["id"].as_str()), (Some(resource.as_str()), Some(message)));
        assert!(data["@odata.etag"].as_str().is_some_and(|e| e.starts_with("W/\"")), "{item}");
        assert!(item["tenantId"].as_str().is_some_and(|t| t.len() == 36));
        assert!(item["subscriptionExpirationDateTime"].as_str().is_some_and(|t| t.ends_with('Z')));
    };

    // A delivery to the inbox: both subscriptions see it, each at its own URL.
    let first = fake.deliver(ALICE, "inbox", &mime(1));
    let items = receiver.wait_items(2).await;
    let of = |items: &[Value], subscription: &str| {
        items.iter().filter(|i| i["subscriptionId"] == subscription).cloned().collect::<Vec<_>>()
    };
    check(&of(&items, &inbox_sub)[0], &inbox_sub, "created", "in", &first);
    check(&of(&items, &all_sub)[0], &all_sub, "created", "all", &first);
    {
        let inbox = receiver.inbox();
        let paths: Vec<&str> = inbox.posts.iter().map(|p| p.path.as_str()).collect();
        assert!(paths.contains(&"/inbox") && paths.contains(&"/all"), "{paths:?}");
        assert!(inbox.posts.iter().all(|p| p.content_type == "application/json"));
    }

    // A flag change through Graph: `updated`, with the message's new etag.
    let flagged = graph
        .json(reqwest::Method::PATCH, &format!("/me/messages/{first}"), json!({"flag": {"flagStatus": "flagged"}}))
        .await;
    assert_eq!(flagged.status, 200);
    let items = receiver.wait_items(3).await;
    check(&items[2], &inbox_sub, "updated", "in", &first);
    assert_eq!(items[2]["resourceData"]["@odata.etag"], flagged.json()["@odata.etag"]);

    // Another client reads it (also `updated`), then moves it out of the inbox: `deleted` for
    // the inbox's subscription, nothing for the mailbox's (which wants `created` only).
    fake.set_read(ALICE, &first, true);
    check(&receiver.wait_items(4).await[3], &inbox_sub, "updated", "in", &first);
    fake.move_message(ALICE, &first, "archive");
    check(&receiver.wait_items(5).await[4], &inbox_sub, "deleted", "in", &first);

    // A delivery to Archive: only the mailbox's subscription; moved into the inbox through
    // Graph: `created` for the inbox's; deleted for good by another client: `deleted`.
    let second = fake.deliver(ALICE, "archive", &mime(2));
    check(&receiver.wait_items(6).await[5], &all_sub, "created", "all", &second);
    let moved = graph
        .json(reqwest::Method::POST, &format!("/me/messages/{second}/move"), json!({"destinationId": "inbox"}))
        .await;
    assert_eq!(moved.status, 201);
    check(&receiver.wait_items(7).await[6], &inbox_sub, "created", "in", &second);
    fake.delete_message(ALICE, &second);
    check(&receiver.wait_items(8).await[7], &inbox_sub, "deleted", "in", &second);

    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.items().len(), 8);
    let posts = receiver.inbox().posts.len();
    wait_until(|| fake.notifications_delivered() == posts).await;
    assert_eq!(fake.notifications_failed(), 0);
}

#[tokio::test]
async fn paused_and_expired_subscriptions_send_nothing() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let receiver = Receiver::start();
    let id = subscribe(
        &graph,
        subscription(&receiver.url("/hook"), None, "me/messages", "created,updated,deleted", "state"),
    )
    .await;

    // Paused: the change happens (delta sees it) but its notification is lost for good.
    fake.pause_notifications(true);
    let message = fake.deliver(ALICE, "inbox", &mime(1));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(receiver.items().is_empty());
    let (items, _, _) = delta_round(&graph, "/me/mailFolders/inbox/messages/delta", 10).await;
    assert_eq!(items.len(), 1);
    fake.pause_notifications(false);
    fake.set_read(ALICE, &message, true);
    let items = receiver.wait_items(1).await;
    assert_eq!(items[0]["changeType"], "updated");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(receiver.items().len(), 1, "the paused `created` never comes");

    // Expired: no more notifications, and Graph has forgotten it.
    fake.expire_subscriptions();
    fake.deliver(ALICE, "inbox", &mime(2));
    fake.set_flagged(ALICE, &message, true);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.items().len(), 1);
    assert!(fake.subscriptions(ALICE)[0].expires <= SystemTime::now());
    assert_eq!(graph.get(&format!("/subscriptions/{id}")).await.error_code(), "ResourceNotFound");
    let renew = graph
        .json(reqwest::Method::PATCH, &format!("/subscriptions/{id}"), json!({"expirationDateTime": iso_in(60)}))
        .await;
    assert_eq!(renew.status, 404);
    assert_eq!(graph.get("/subscriptions").await.json()["value"], json!([]));
    assert_eq!((fake.notifications_delivered(), fake.notifications_failed()), (1, 0));
}

#[tokio::test]
async fn a_failing_endpoint_gets_the_notification_on_the_third_try() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let receiver = Receiver::start();
    subscribe(&graph, subscription(&receiver.url("/hook"), None, "me/messages", "created", "state")).await;
    receiver.inbox().script.extend([500, 503]);
    let started = Instant::now();
    let message = fake.deliver(ALICE, "inbox", &mime(1));
    let items = receiver.wait_items(3).await;
    // Retried after 1 s, then after 2 s more.
    assert!(started.elapsed() >= Duration::from_millis(2900), "{:?}", started.elapsed());
    assert!(items.iter().all(|i| i["resourceData"]["id"] == message.as_str() && i["changeType"] == "created"));
    assert_eq!(items[0], items[2], "the same notification each time");
    wait_until(|| fake.notifications_delivered() == 1).await;
    assert_eq!(fake.notifications_failed(), 2);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(receiver.items().len(), 3);
}

#[tokio::test]
async fn lifecycle_notifications_have_the_documented_shape() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let receiver = Receiver::start();
    let with = subscribe(
        &graph,
        subscription(&receiver.url("/hook"), Some(&receiver.url("/lifecycle")), "me/messages", "created", "secret"),
    )
    .await;
    let without = subscribe(&graph, subscription(&receiver.url("/hook"), None, "me/messages", "created", "s")).await;

    assert_eq!(fake.send_lifecycle(&with, "reauthorizationRequired"), Some(202));
    {
        let inbox = receiver.inbox();
        assert_eq!(inbox.posts.len(), 1);
        let post = &inbox.posts[0];
        assert_eq!((post.path.as_str(), post.content_type.as_str()), ("/lifecycle", "application/json"));
        let item = &post.body["value"][0];
        assert_eq!(item["subscriptionId"], with.as_str());
        assert_eq!(item["lifecycleEvent"], "reauthorizationRequired");
        assert_eq!(item["clientState"], "secret");
        assert!(item["tenantId"].as_str().is_some_and(|t| t.len() == 36));
        assert!(item["subscriptionExpirationDateTime"].as_str().is_some_and(|t| t.ends_with('Z')));
        let mut keys: Vec<&str> = item.as_object().map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
        keys.sort_unstable();
        assert_eq!(
            keys,
            ["clientState", "lifecycleEvent", "subscriptionExpirationDateTime", "subscriptionId", "tenantId"]
        );
    }
    // The endpoint's status comes back as it is.
    receiver.inbox().script.push_back(500);
    assert_eq!(fake.send_lifecycle(&with, "missed"), Some(500));
    // Without a lifecycleNotificationUrl Graph sends no lifecycle notifications.
    assert_eq!(fake.send_lifecycle(&without, "missed"), None);
    assert_eq!(receiver.inbox().posts.len(), 2);

    // subscriptionRemoved also removes it.
    assert_eq!(fake.send_lifecycle(&with, "subscriptionRemoved"), Some(202));
    assert_eq!(receiver.inbox().posts[2].body["value"][0]["lifecycleEvent"], "subscriptionRemoved");
    let held: Vec<String> = fake.subscriptions(ALICE).into_iter().map(|s| s.id).collect();
    assert_eq!(held, vec![without.clone()]);
    assert_eq!(graph.get(&format!("/subscriptions/{with}")).await.status, 404);

    // An endpoint that is gone: no status.
    let gone = Receiver::start();
    let lost = subscribe(
        &graph,
        subscription(&gone.url("/hook"), Some(&gone.url("/lifecycle")), "me/messages", "created", "s"),
    )
    .await;
    drop(gone);
    assert_eq!(fake.send_lifecycle(&lost, "reauthorizationRequired"), None);
}

// ----- Resources (audiences) and the token check for Dovecot -----

/// Outlook's IMAP and SMTP scopes, as an IMAP account asks them.
const OUTLOOK_SCOPES: &str = "offline_access openid email profile https://outlook.office.com/IMAP.AccessAsUser.All \
                              https://outlook.office.com/SMTP.Send";

/// A refresh_token grant with `scope`; (status, JSON).
async fn refresh_with(fake: &FakeMicrosoft, refresh_token: &str, scope: &str) -> (u16, Value) {
    let pairs =
        [("client_id", CLIENT), ("grant_type", "refresh_token"), ("refresh_token", refresh_token), ("scope", scope)];
    token(fake, &pairs).await
}

/// `GET {tokeninfo_url}{token}`, as Dovecot asks it.
async fn tokeninfo(fake: &FakeMicrosoft, token: &str) -> Answer {
    Answer::of(http().get(format!("{}{token}", fake.tokeninfo_url())), "a tokeninfo request").await
}

/// The claims of a JWT (its signature unchecked).
fn claims(jwt: &str) -> Value {
    let payload = jwt.split('.').nth(1).expect("a JWT payload");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(payload).expect("base64url");
    serde_json::from_slice(&bytes).expect("JSON claims")
}

#[tokio::test]
async fn a_token_is_for_one_resource() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    // Consent for Graph (on the fake's origin, as the server forms the scopes) and Outlook.
    let graph_scopes = format!("{0}/User.Read {0}/Mail.ReadWrite", fake.url());
    let both = format!("{graph_scopes} {OUTLOOK_SCOPES}");
    let first = sign_in_scopes(&fake, ALICE, &both).await;
    // The code redeems for the first resource named: Graph.
    let scope = first["scope"].as_str().unwrap_or_default();
    assert!(scope.contains("/Mail.ReadWrite") && !scope.contains("outlook"), "{scope}");
    assert_eq!(Graph::with_token(&fake, body_token(&first)).get("/me").await.status, 200);
    assert_eq!(tokeninfo(&fake, body_token(&first)).await.status, 400, "a Graph token is not Outlook's");
    let refresh_token = first["refresh_token"].as_str().expect("a refresh token").to_string();

    // One token, one resource: AADSTS28000.
    let (status, body) = refresh_with(&fake, &refresh_token, &both).await;
    assert_eq!((status, body["error"].as_str()), (400, Some("invalid_scope")), "{body}");
    assert_eq!(body["error_codes"], json!([28000]));
    let description = body["error_description"].as_str().unwrap_or_default();
    assert!(
        description.starts_with(
            "AADSTS28000: Provided value for the input parameter scope is not valid because it contains more than \
             one resource."
        ),
        "{description}"
    );

    // The same refresh token gets a token for Outlook, the other resource consented to.
    let (status, outlook) = refresh_with(&fake, &refresh_token, OUTLOOK_SCOPES).await;
    assert_eq!(status, 200, "{outlook}");
    assert!(outlook["scope"].as_str().is_some_and(|s| s.contains("https://outlook.office.com/IMAP.AccessAsUser.All")));
    let id_token = claims(outlook["id_token"].as_str().expect("an ID token for openid"));
    assert_eq!((id_token["email"].as_str(), id_token["preferred_username"].as_str()), (Some(ALICE), Some(ALICE)));
    let refused = Graph::with_token(&fake, body_token(&outlook)).get("/me").await;
    assert_eq!(refused.status, 401);
    assert_eq!(refused.error_code(), "InvalidAuthenticationToken");
    assert_eq!(refused.json()["error"]["message"], "Invalid audience.");
    let checked = tokeninfo(&fake, body_token(&outlook)).await;
    assert_eq!(checked.status, 200, "{}", String::from_utf8_lossy(&checked.bytes));
    assert_eq!(checked.json()["aud"], OUTLOOK);

    // And back to Graph with bare scopes (Graph's too); a refresh without scope stays with the
    // resource of the refresh token it redeems.
    let (status, graph) = refresh_with(&fake, &refresh_token, "User.Read offline_access").await;
    assert_eq!(status, 200, "{graph}");
    assert_eq!(Graph::with_token(&fake, body_token(&graph)).get("/me").await.status, 200);
    let outlook_refresh = outlook["refresh_token"].as_str().expect("a refresh token").to_string();
    let (status, again) =
        token(&fake, &[("client_id", CLIENT), ("grant_type", "refresh_token"), ("refresh_token", &outlook_refresh)])
            .await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(tokeninfo(&fake, body_token(&again)).await.status, 200);

    // A resource never consented to: AADSTS65001.
    let (status, body) = refresh_with(&fake, &refresh_token, "https://outlook.office.com/EWS.AccessAsUser.All").await;
    assert_eq!((status, body["error_codes"].clone()), (400, json!([65001])), "{body}");
    assert_eq!(
        fake.refresh_scopes(),
        vec![OUTLOOK_SCOPES.to_string(), "User.Read offline_access".into(), String::new()]
    );
    assert_eq!(fake.refreshes(), 3);

    // A device code is for one resource too.
    let (status, body) =
        post_form(&format!("{}/devicecode", fake.authority()), &[("client_id", CLIENT), ("scope", &both)]).await;
    assert_eq!((status, body["error_codes"].clone()), (400, json!([28000])), "{body}");
}

#[tokio::test]
async fn tokeninfo_vouches_for_live_outlook_tokens_only() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    assert!(fake.tokeninfo_url().ends_with("/fake/tokeninfo?access_token="));
    let outlook = sign_in_scopes(&fake, ALICE, OUTLOOK_SCOPES).await;
    let answer = tokeninfo(&fake, body_token(&outlook)).await;
    assert_eq!(answer.status, 200, "{}", String::from_utf8_lossy(&answer.bytes));
    let info = answer.json();
    assert_eq!(info["email"], ALICE);
    assert_eq!(info["aud"], OUTLOOK);
    assert_eq!(info["scp"], "IMAP.AccessAsUser.All SMTP.Send");
    let now = SystemTime::now().duration_since(UNIX_EPOCH).expect("a clock").as_secs();
    assert!(info["exp"].as_u64().is_some_and(|exp| exp > now + 3000 && exp <= now + 3601), "{info}");

    // A Graph token, an Outlook token for another API, an unknown token: refused.
    let graph = sign_in(&fake, ALICE).await;
    let other = sign_in_scopes(&fake, ALICE, "offline_access https://outlook.office.com/Mail.Read").await;
    for token in [body_token(&graph), body_token(&other), "nonsense"] {
        let answer = tokeninfo(&fake, token).await;
        assert_eq!((answer.status, answer.json()), (400, json!({"error": "invalid_token"})));
    }
    // Revoking the user's sessions leaves access tokens live until they expire.
    fake.revoke(ALICE);
    assert_eq!(tokeninfo(&fake, body_token(&outlook)).await.status, 200);
    fake.expire_access_tokens();
    assert_eq!(tokeninfo(&fake, body_token(&outlook)).await.status, 400);
    assert_eq!(fake.tokeninfo_requests(), 6);
}

// ----- Attachments -----

/// A draft like the server makes from MIME, without its big attachments.
const DRAFT: &[u8] = b"From: Alice <alice@example.test>\r\nTo: bob@example.test\r\nSubject: Files\r\n\
                       Message-ID: <files@example.test>\r\nDate: Wed, 01 May 2024 12:00:00 +0000\r\n\
                       MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSee the files.\r\n";

/// Bytes that are not all alike.
fn file_bytes(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 7 % 251) as u8).collect()
}

/// The parts of a multipart MIME message (its top-level boundary), each as (header, decoded
/// body: base64 decoded when the part says so).
fn mime_parts(mime: &[u8]) -> Vec<(String, Vec<u8>)> {
    let text = String::from_utf8(mime.to_vec()).expect("ASCII MIME");
    let (head, body) = text.split_once("\r\n\r\n").expect("a header");
    let boundary = head
        .split("boundary=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or_else(|| panic!("a multipart boundary in {head}"));
    let delimiter = format!("\r\n--{boundary}");
    let body = format!("\r\n{body}");
    let mut parts = Vec::new();
    for chunk in body.split(&delimiter).skip(1) {
        if chunk.starts_with("--") {
            break;
        }
        let chunk = chunk.strip_prefix("\r\n").expect("a line break after the delimiter");
        let (header, content) = chunk.split_once("\r\n\r\n").unwrap_or(("", chunk));
        let content = if header.to_ascii_lowercase().contains("content-transfer-encoding: base64") {
            STANDARD.decode(content.replace("\r\n", "")).expect("base64 content")
        } else {
            content.as_bytes().to_vec()
        };
        parts.push((header.to_string(), content));
    }
    parts
}

#[tokio::test]
async fn small_files_are_attached_with_one_post() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let created = graph.post_mime("/me/messages", DRAFT).await;
    assert_eq!(created.status, 201);
    let id = created.json()["id"].as_str().expect("an id").to_string();
    assert_eq!(created.json()["hasAttachments"], false);

    let notes = file_bytes(20_000);
    let attachment = json!({
        "@odata.type": "#microsoft.graph.fileAttachment",
        "name": "notes.bin",
        "contentType": "application/octet-stream",
        "contentBytes": STANDARD.encode(&notes),
    });
    let added = graph.json(reqwest::Method::POST, &format!("/me/messages/{id}/attachments"), attachment).await;
    assert_eq!(added.status, 201, "{}", String::from_utf8_lossy(&added.bytes));
    let added = added.json();
    assert!(added["id"].as_str().is_some_and(|a| !a.is_empty()));
    assert_eq!((added["name"].as_str(), added["size"].as_u64()), (Some("notes.bin"), Some(20_000)));
    assert_eq!(
        (added["contentType"].as_str(), added["isInline"].as_bool()),
        (Some("application/octet-stream"), Some(false))
    );

    // An inline image, under the folder's path.
    let drafts = fake.folder_id(ALICE, "drafts");
    let logo = json!({
        "@odata.type": "#microsoft.graph.fileAttachment",
        "name": "logo.png",
        "contentType": "image/png",
        "contentBytes": STANDARD.encode(b"\x89PNG fake"),
        "isInline": true,
        "contentId": "logo@postern",
    });
    let path = format!("/me/mailFolders/{drafts}/messages/{id}/attachments");
    assert_eq!(graph.json(reqwest::Method::POST, &path, logo).await.status, 201);

    let value = graph.get(&format!("/me/messages/{id}/$value")).await;
    assert_eq!(value.bytes, fake.message(ALICE, &id).expect("the draft").mime);
    let text = String::from_utf8_lossy(&value.bytes).to_string();
    assert!(
        text.contains("\r\nContent-Type: multipart/mixed; boundary=\"") && text.contains("Subject: Files\r\n"),
        "{text}"
    );
    let parts = mime_parts(&value.bytes);
    assert_eq!(parts.len(), 3, "{text}");
    assert!(parts[0].0.contains("text/plain") && parts[0].1 == b"See the files.\r\n", "{text}");
    assert!(parts[1].0.contains("Content-Disposition: attachment; filename=\"notes.bin\""), "{}", parts[1].0);
    assert_eq!(parts[1].1, notes);
    assert!(parts[2].0.contains("Content-Disposition: inline; filename=\"logo.png\""), "{}", parts[2].0);
    assert!(parts[2].0.contains("Content-ID: <logo@postern>"), "{}", parts[2].0);
    assert_eq!(parts[2].1, b"\x89PNG fake");
    assert_eq!(graph.get(&format!("/me/messages/{id}")).await.json()["hasAttachments"], true);

    // What is sent carries them; a sent message takes no more.
    assert_eq!(graph.post_empty(&format!("/me/messages/{id}/send")).await.status, 202);
    let sent = fake.sent();
    assert_eq!(mime_parts(&sent[0]).len(), 3);
    assert_eq!(mime_parts(&sent[0])[1].1, notes);
    let late = json!({"@odata.type": "#microsoft.graph.fileAttachment", "name": "late.txt", "contentBytes": "aGk="});
    let refused = graph.json(reqwest::Method::POST, &format!("/me/messages/{id}/attachments"), late).await;
    assert_eq!((refused.status, refused.error_code().as_str()), (400, "ErrorInvalidPropertyUpdateSentMessage"));
}

#[tokio::test]
async fn large_files_go_through_an_upload_session() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let id = graph.post_mime("/me/messages", DRAFT).await.json()["id"].as_str().expect("an id").to_string();
    let session_path = format!("/me/messages/{id}/attachments/createUploadSession");
    let item = |size: usize| json!({"AttachmentItem": {"attachmentType": "file", "name": "big.bin", "size": size}});

    let small = graph.json(reqwest::Method::POST, &session_path, item(100_000)).await;
    assert_eq!((small.status, small.error_code().as_str()), (400, "ErrorAttachmentSizeShouldNotBeLessThanMinimumSize"));
    let huge = graph.json(reqwest::Method::POST, &session_path, item(151 << 20)).await;
    assert_eq!(huge.status, 413);

    let file = file_bytes(5 << 20);
    let session = graph.json(reqwest::Method::POST, &session_path, item(file.len())).await;
    assert_eq!(session.status, 201, "{}", String::from_utf8_lossy(&session.bytes));
    let session = session.json();
    assert_eq!(session["nextExpectedRanges"], json!(["0-"]));
    assert!(session["expirationDateTime"].as_str().is_some_and(|t| t.ends_with('Z')));
    let upload_url = session["uploadUrl"].as_str().expect("an upload URL").to_string();
    assert!(upload_url.starts_with(&fake.url()) && upload_url.contains("authtoken="), "{upload_url}");

    let put = |start: usize, end: usize, body: &[u8]| {
        http()
            .put(&upload_url)
            .header("Content-Type", "application/octet-stream")
            .header("Content-Range", format!("bytes {start}-{end}/{}", file.len()))
            .body(body.to_vec())
    };
    const CHUNK: usize = 6 * 320 * 1024;

    // The URL is pre-authenticated: a bearer is refused.
    let with_bearer = Answer::of(put(0, CHUNK - 1, &file[..CHUNK]).bearer_auth(&graph.token), "an upload").await;
    assert_eq!(with_bearer.status, 401);
    assert_eq!(fake.upload_authorization_refusals(), 1);

    let first = Answer::of(put(0, CHUNK - 1, &file[..CHUNK]), "an upload").await;
    assert_eq!(first.status, 200, "{}", String::from_utf8_lossy(&first.bytes));
    assert_eq!(first.json()["nextExpectedRanges"], json!([CHUNK.to_string()]));
    // Not the next range: 416 with the range expected; a body that is not the range: 400.
    let again = Answer::of(put(0, CHUNK - 1, &file[..CHUNK]), "an upload").await;
    assert_eq!(again.status, 416);
    assert_eq!(again.json()["nextExpectedRanges"], json!([CHUNK.to_string()]));
    let short = Answer::of(put(CHUNK, 2 * CHUNK - 1, &file[CHUNK..CHUNK + 10]), "an upload").await;
    assert_eq!(short.status, 400);

    let mut start = CHUNK;
    let mut last = None;
    while start < file.len() {
        let end = (start + CHUNK).min(file.len());
        last = Some(Answer::of(put(start, end - 1, &file[start..end]), "an upload").await);
        start = end;
    }
    let last = last.expect("more chunks");
    assert_eq!(last.status, 201, "{}", String::from_utf8_lossy(&last.bytes));
    let location = last.headers["location"].to_str().expect("a Location");
    assert!(location.contains("/Attachments('"), "{location}");
    assert_eq!(fake.upload_chunks(), vec![CHUNK, CHUNK, file.len() - 2 * CHUNK]);
    assert!(fake.upload_chunks().iter().all(|c| *c <= 4 << 20));
    // The session is over.
    assert_eq!(Answer::of(put(0, CHUNK - 1, &file[..CHUNK]), "an upload").await.status, 404);

    // Sent, the message carries the file.
    assert_eq!(graph.post_empty(&format!("/me/messages/{id}/send")).await.status, 202);
    let sent = fake.sent();
    let parts = mime_parts(&sent[0]);
    assert_eq!(parts.len(), 2);
    assert!(parts[1].0.contains("filename=\"big.bin\""), "{}", parts[1].0);
    assert!(parts[1].1 == file, "the sent attachment is the uploaded file");

    // A session can be cancelled (without a bearer).
    let other = graph.post_mime("/me/messages", DRAFT).await.json()["id"].as_str().expect("an id").to_string();
    let path = format!("/me/messages/{other}/attachments/createUploadSession");
    let session = graph.json(reqwest::Method::POST, &path, item(file.len())).await.json();
    let url = session["uploadUrl"].as_str().expect("an upload URL");
    assert_eq!(Answer::of(http().delete(url), "a cancel").await.status, 204);
    assert_eq!(Answer::of(http().delete(url), "a cancel").await.status, 404);
    assert_eq!(fake.upload_authorization_refusals(), 1);
}

#[tokio::test]
async fn requests_over_4_mb_get_413() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let graph = Graph::new(&fake, ALICE).await;
    let mut big = DRAFT.to_vec();
    big.extend(
        std::iter::repeat_n(b"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde\r\n", 5 << 14).flatten(),
    );
    assert!(big.len() >= 5 << 20);
    let refused = graph.post_mime("/me/messages", &big).await;
    assert_eq!((refused.status, refused.error_code().as_str()), (413, "RequestEntityTooLarge"));
    assert!(fake.messages(ALICE, "drafts").is_empty());
    assert_eq!(graph.post_mime("/me/sendMail", &big).await.status, 413);
    assert!(fake.sent().is_empty());
}

/// PidTagLastVerbExecuted and PidTagIconIndex, as Outlook sets them on a message replied to or
/// forwarded.
const LAST_VERB: &str = "Integer 0x1081";
const ICON: &str = "Integer 0x1080";

/// `?$expand=singleValueExtendedProperties($filter=id eq '…' or id eq '…')`, URL-encoded.
fn expand_query(ids: &[&str]) -> String {
    let filter: Vec<String> = ids.iter().map(|id| format!("id eq '{}'", id.replace('\'', "''"))).collect();
    format!("?{}", form(&[("$expand", &format!("singleValueExtendedProperties($filter={})", filter.join(" or ")))]))
}

/// The extended properties of a message's JSON, as (id, value); `None` when the property is
/// left out.
fn extended(message: &Value) -> Option<Vec<(String, String)>> {
    let items = message.get("singleValueExtendedProperties")?.as_array()?;
    let pair =
        |p: &Value| (p["id"].as_str().unwrap_or("?").to_string(), p["value"].as_str().unwrap_or("?").to_string());
    Some(items.iter().map(pair).collect())
}

fn pairs(items: &[(&str, &str)]) -> Option<Vec<(String, String)>> {
    Some(items.iter().map(|(id, value)| (id.to_string(), value.to_string())).collect())
}

#[tokio::test]
async fn a_patch_sets_extended_properties_and_expand_reads_them() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let replied = fake.deliver(ALICE, "inbox", &mime(1));
    let other = fake.deliver(ALICE, "inbox", &mime(2));
    let graph = Graph::new(&fake, ALICE).await;
    let path = format!("/me/messages/{replied}");

    // Marked replied to the sender as Outlook does it: 200 with the message, but without the
    // properties (they are seen only through $expand).
    let body = json!({"singleValueExtendedProperties": [
        {"id": LAST_VERB, "value": "102"},
        {"id": ICON, "value": "261"},
    ]});
    let patched = graph.json(reqwest::Method::PATCH, &path, body).await;
    assert_eq!(patched.status, 200, "{}", String::from_utf8_lossy(&patched.bytes));
    assert_eq!(patched.json()["id"], replied.as_str());
    assert!(extended(&patched.json()).is_none());
    assert_eq!(fake.extended_property(ALICE, &replied, LAST_VERB).as_deref(), Some("102"));
    assert_eq!(fake.extended_property(ALICE, &replied, "integer 0x01080").as_deref(), Some("261"));

    // Both, one, or one asked for in another case, padding or as a full tag: the id comes back
    // as Graph writes it.
    let both = graph.get(&format!("{path}{}", expand_query(&[LAST_VERB, ICON]))).await;
    assert_eq!(both.status, 200, "{}", String::from_utf8_lossy(&both.bytes));
    let mut found = extended(&both.json()).expect("the properties");
    found.sort();
    assert_eq!(Some(found), pairs(&[(ICON, "261"), (LAST_VERB, "102")]));
    assert_eq!(both.json()["subject"], "Message 1");
    for id in [LAST_VERB, "INTEGER 0X1081", "Integer 0x01081", "Integer 0x10810003"] {
        let one = graph.get(&format!("{path}{}", expand_query(&[id]))).await;
        assert_eq!(extended(&one.json()), pairs(&[(LAST_VERB, "102")]), "{id}");
    }
    // With $select the expanded property still comes.
    let selected = graph.get(&format!("{path}{}&$select=subject", expand_query(&[LAST_VERB]))).await.json();
    assert_eq!((selected["subject"].as_str(), selected.get("isRead")), (Some("Message 1"), None));
    assert_eq!(extended(&selected), pairs(&[(LAST_VERB, "102")]));
    // Without $expand, or for a message without it, the property is left out.
    assert!(extended(&graph.get(&path).await.json()).is_none());
    let none = graph.get(&format!("/me/messages/{other}{}", expand_query(&[LAST_VERB]))).await;
    assert_eq!(none.status, 200);
    assert!(extended(&none.json()).is_none());

    // A forward replaces the values; a named property works too.
    let named = "String {66F5A359-4659-4830-9070-00047EC6AC6E} Name Color";
    let body = json!({"isRead": true, "singleValueExtendedProperties": [
        {"id": LAST_VERB, "value": "104"},
        {"id": ICON, "value": "262"},
        {"id": named, "value": "Green"},
    ]});
    assert_eq!(graph.json(reqwest::Method::PATCH, &path, body).await.status, 200);
    assert!(fake.message(ALICE, &replied).is_some_and(|m| m.is_read));

    // A list of messages expands each message.
    let list = graph.get(&format!("/me/mailFolders/inbox/messages{}", expand_query(&[LAST_VERB, named]))).await;
    assert_eq!(list.status, 200);
    let items = list.json()["value"].as_array().cloned().unwrap_or_default();
    let mut found = extended(by_id(&items, &replied)).expect("the properties");
    found.sort();
    let named_back = "String {66f5a359-4659-4830-9070-00047ec6ac6e} Name Color";
    assert_eq!(Some(found), pairs(&[(LAST_VERB, "104"), (named_back, "Green")]));
    assert!(extended(by_id(&items, &other)).is_none());
    // Its name is case-sensitive.
    let other_case = "String {66f5a359-4659-4830-9070-00047ec6ac6e} Name color";
    assert_eq!(fake.extended_property(ALICE, &replied, other_case), None);
    assert_eq!(fake.extended_property(ALICE, &replied, named).as_deref(), Some("Green"));
}

#[tokio::test]
async fn delta_reports_extended_property_changes() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let ids: Vec<String> = (1..=3).map(|n| fake.deliver(ALICE, "inbox", &mime(n))).collect();
    let graph = Graph::new(&fake, ALICE).await;
    let receiver = Receiver::start();
    let resource = "me/mailFolders('inbox')/messages";
    subscribe(&graph, subscription(&receiver.url("/inbox"), None, resource, "updated", "s")).await;

    // The initial round asks for the properties once; its skip tokens and delta token carry
    // the $expand on.
    let start = format!("/me/mailFolders/inbox/messages/delta{}&$select=subject", expand_query(&[LAST_VERB, ICON]));
    let (items, delta_link, pages) = delta_round(&graph, &start, 2).await;
    assert_eq!((items.len(), pages), (3, 2));
    assert!(items.iter().all(|i| extended(i).is_none()), "{items:?}");
    assert!(!delta_link.contains("expand"), "{delta_link}");

    // This client forwards the first message and marks it (in a $batch); another client
    // (Outlook) replies to all on the second.
    let batch = json!({"requests": [{
        "id": "1",
        "method": "PATCH",
        "url": format!("/me/messages/{}", ids[0]),
        "headers": {"Content-Type": "application/json", "Prefer": "IdType=\"ImmutableId\""},
        "body": {"singleValueExtendedProperties": [{"id": LAST_VERB, "value": "104"}, {"id": ICON, "value": "262"}]},
    }]});
    let answer = graph.json(reqwest::Method::POST, "/$batch", batch).await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.json()["responses"][0]["status"], 200, "{}", answer.json());
    assert_eq!(fake.batched(), 1);
    fake.set_extended_property(ALICE, &ids[1], LAST_VERB, "103");
    fake.set_extended_property(ALICE, &ids[1], ICON, "261");
    assert_eq!(fake.extended_property(ALICE, &ids[1], LAST_VERB).as_deref(), Some("103"));

    // The next round reports both, with their properties expanded; the third did not change.
    let (items, delta_link, _) = delta_round(&graph, &delta_link, 2).await;
    assert_eq!(items.len(), 2, "{items:?}");
    let mut forwarded = extended(by_id(&items, &ids[0])).expect("the forwarded message's properties");
    forwarded.sort();
    assert_eq!(Some(forwarded), pairs(&[(ICON, "262"), (LAST_VERB, "104")]));
    let mut replied = extended(by_id(&items, &ids[1])).expect("the replied message's properties");
    replied.sort();
    assert_eq!(Some(replied), pairs(&[(ICON, "261"), (LAST_VERB, "103")]));
    assert_eq!(by_id(&items, &ids[1])["subject"], "Message 2");
    assert!(by_id(&items, &ids[1]).get("isRead").is_none());

    // Each change was an update: notified (one per PATCH, one per helper call).
    let notified = receiver.wait_items(3).await;
    assert!(notified.iter().all(|i| i["changeType"] == "updated"), "{notified:?}");
    let about = |id: &str| notified.iter().filter(|i| i["resourceData"]["id"] == id).count();
    assert_eq!((about(&ids[0]), about(&ids[1])), (1, 2));

    // Nothing since: an empty round.
    let (items, _, _) = delta_round(&graph, &delta_link, 2).await;
    assert!(items.is_empty(), "{items:?}");
}

#[tokio::test]
async fn invalid_extended_property_ids_are_refused() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ALICE);
    let id = fake.deliver(ALICE, "inbox", &mime(1));
    let graph = Graph::new(&fake, ALICE).await;
    let path = format!("/me/messages/{id}");
    let (_, delta_link, _) = delta_round(&graph, "/me/mailFolders/inbox/messages/delta", 10).await;

    for bad in [
        "0x1081",
        "Integer 1081",
        "Integer 0x",
        "Integer 0xZZ",
        "Number 0x1081",
        "IntegerArray 0x1081",
        "String {66f5a359-4659-4830-9070} Name Color",
        "String {66f5a359-4659-4830-9070-00047ec6ac6e} Color",
        "String {66f5a359-4659-4830-9070-00047ec6ac6e} Id Color",
        "String {66f5a359-4659-4830-9070-00047ec6ac6e} Name ",
    ] {
        let body =
            json!({"singleValueExtendedProperties": [{"id": LAST_VERB, "value": "102"}, {"id": bad, "value": "1"}]});
        let refused = graph.json(reqwest::Method::PATCH, &path, body).await;
        assert_eq!((refused.status, refused.error_code().as_str()), (400, "ErrorInvalidProperty"), "{bad}");
        assert!(refused.json()["error"]["message"].as_str().is_some_and(|m| m.contains("MapiPropertyType")));
        let refused = graph.get(&format!("{path}{}", expand_query(&[bad]))).await;
        assert_eq!((refused.status, refused.error_code().as_str()), (400, "ErrorInvalidProperty"), "{bad}");
    }
    // The value is a string, and an integer type's value a number.
    for value in [json!(102), json!("replied"), Value::Null] {
        let body = json!({"singleValueExtendedProperties": [{"id": LAST_VERB, "value": value}]});
        assert_eq!(graph.json(reqwest::Method::PATCH, &path, body).await.status, 400, "{value}");
    }
    assert_eq!(
        graph.json(reqwest::Method::PATCH, &path, json!({"singleValueExtendedProperties": {}})).await.status,
        400
    );
    // A filter that is not `id eq '…'`.
    let query = form(&[("$expand", "singleValueExtendedProperties($filter=startswith(id, 'Integer'))")]);
    let refused = graph.get(&format!("{path}?{query}")).await;
    assert_eq!((refused.status, refused.error_code().as_str()), (400, "BadRequest"));

    // Nothing was set, nothing changed.
    assert_eq!(fake.extended_property(ALICE, &id, LAST_VERB), None);
    let (items, _, _) = delta_round(&graph, &delta_link, 10).await;
    assert!(items.is_empty(), "{items:?}");
}
