//! Signing in from remote MCP clients (docs/MCP_OAUTH.md), played over HTTP as a client and a
//! browser would: metadata discovery (RFC 9728, RFC 8414), Dynamic Client Registration (RFC
//! 7591), the authorization request with PKCE, the person's consent through the REST API the
//! consent page uses, the code for a token whose audience is `/mcp` (RFC 8707), rotating
//! refresh tokens and revocation (RFC 7009). The official MCP Python SDK and Chromium drive the
//! same flow end to end in e2e/test_mcp_oauth.py, with a Client ID Metadata Document.

mod common;

use common::{REDIRECT, Started, TestServer, User, authorize, json_of, pkce, register, start};
use postern_server::ApiConfig;
use serde_json::{Value, json};

/// The person consents with `choice` (the browser's cookie added); the code sent back.
async fn consent(server: &TestServer, user: &User, started: &Started, choice: Value) -> String {
    let mut body = choice;
    body["browser"] = json!(started.cookie);
    let (status, answer) =
        json_of(server.post(user, &format!("/authorizations/{}/consent", started.id)).json(&body)).await;
    assert_eq!(status, 200, "{answer}");
    let to = reqwest::Url::parse(answer["data"]["redirect_to"].as_str().unwrap()).unwrap();
    assert!(to.as_str().starts_with(REDIRECT));
    let params: std::collections::HashMap<_, _> = to.query_pairs().into_owned().collect();
    assert_eq!(params["state"], started.state);
    assert_eq!(params["iss"], server.origin(), "RFC 9207");
    params["code"].clone()
}

fn days(n: i64) -> String {
    postern_core::Timestamp(postern_core::Timestamp::now().micros() + n * 86_400_000_000).to_string()
}

/// A form post (`application/x-www-form-urlencoded`), as OAuth's endpoints take them.
fn form_post(server: &TestServer, path: &str, form: &[(&str, &str)]) -> reqwest::RequestBuilder {
    let body = form_urlencoded::Serializer::new(String::new()).extend_pairs(form).finish();
    server
        .client
        .post(format!("{}{path}", server.origin()))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
}

async fn token(server: &TestServer, form: &[(&str, &str)]) -> (u16, Value) {
    json_of(form_post(server, "/oauth2/token", form)).await
}

async fn exchange(server: &TestServer, client_id: &str, code: &str, verifier: &str) -> (u16, Value) {
    let resource = format!("{}/mcp", server.origin());
    token(
        server,
        &[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("client_id", client_id),
            ("code_verifier", verifier),
            ("resource", &resource),
        ],
    )
    .await
}

async fn mcp_with(server: &TestServer, access: &str, method: &str, params: Value) -> (u16, Value) {
    json_of(
        server
            .client
            .post(format!("{}/mcp", server.origin()))
            .bearer_auth(access)
            .header("Accept", "application/json, text/event-stream")
            .json(&json!({ "jsonrpc": "2.0", "id": 1, "method": method, "params": params })),
    )
    .await
}

async fn tool_names(server: &TestServer, access: &str) -> Vec<String> {
    let (status, listed) = mcp_with(server, access, "tools/list", json!({})).await;
    assert_eq!(status, 200, "{listed}");
    listed["result"]["tools"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn metadata_says_where_and_how_to_sign_in() {
    let server = TestServer::start().await;
    let origin = server.origin().to_string();
    let unauthenticated = server.client.post(format!("{origin}/mcp")).json(&json!({})).send().await.unwrap();
    assert_eq!(unauthenticated.status(), 401);
    let challenge = unauthenticated.headers()["www-authenticate"].to_str().unwrap().to_string();
    let metadata_url = format!("{origin}/.well-known/oauth-protected-resource/mcp");
    assert!(challenge.starts_with("Bearer ") && challenge.contains(&format!("resource_metadata=\"{metadata_url}\"")));
    assert!(challenge.contains("scope=\"inboxes mail.read drafts send\"") && !challenge.contains("error="));
    let refused = server.client.post(format!("{origin}/mcp")).bearer_auth("pst_nothing").json(&json!({}));
    let refused = refused.send().await.unwrap();
    assert!(refused.headers()["www-authenticate"].to_str().unwrap().contains("error=\"invalid_token\""));

    for path in ["/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource"] {
        let (status, resource) = json_of(server.client.get(format!("{origin}{path}"))).await;
        assert_eq!(status, 200);
        assert_eq!(resource["resource"], format!("{origin}/mcp"));
        assert_eq!(resource["authorization_servers"], json!([origin]));
    }
    let (_, metadata) = json_of(server.client.get(format!("{origin}/.well-known/oauth-authorization-server"))).await;
    assert_eq!(metadata["issuer"], origin);
    assert_eq!(metadata["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(metadata["client_id_metadata_document_supported"], true);
    assert_eq!(metadata["authorization_response_iss_parameter_supported"], true);
    assert_eq!(metadata["registration_endpoint"], format!("{origin}/oauth2/register"));
    assert_eq!(metadata["token_endpoint_auth_methods_supported"], json!(["none"]));

    // Clients in a browser (the MCP Inspector) may read the metadata and call the token
    // endpoint from their own origin; no credentials.
    let preflight = server
        .client
        .request(reqwest::Method::OPTIONS, format!("{origin}/oauth2/token"))
        .header("origin", "https://inspector.example")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_eq!(preflight.status(), 204);
    assert_eq!(preflight.headers()["access-control-allow-origin"], "*");
    assert!(preflight.headers().get("access-control-allow-credentials").is_none());
    let read = server.client.get(format!("{origin}/.well-known/oauth-authorization-server")).send().await.unwrap();
    assert_eq!(read.headers()["access-control-allow-origin"], "*");

    // A Host that is not this machine's own address names no issuer (no --public-url here).
    let elsewhere = server
        .client
        .get(format!("{origin}/.well-known/oauth-authorization-server"))
        .header("host", "postern.example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(elsewhere.status(), 404);
}

/// A client signing in sends its first request without a token, and asks for the metadata next
/// on the same connection. Answering the first before its body has come ends the connection
/// (the Python SDK then failed one sign-in in five): the body is read first.
#[tokio::test]
async fn the_connection_of_a_refused_request_stays_open_for_the_metadata() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = TestServer::start().await;
    let address = server.origin().trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&address).await.unwrap();
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#;
    let head = format!(
        "POST /mcp HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let (first, rest) = body.split_at(10);
    stream.write_all(format!("{head}{first}").as_bytes()).await.unwrap();
    let mut read = vec![0u8; 4096];
    // No answer while the body is still coming (a bounded look, not a pause: an answer here is
    // the failure).
    let early = tokio::time::timeout(std::time::Duration::from_millis(300), stream.read(&mut read)).await;
    assert!(early.is_err(), "answered before the body came");
    stream.write_all(rest.as_bytes()).await.unwrap();
    let n = stream.read(&mut read).await.unwrap();
    let answer = String::from_utf8_lossy(&read[..n]).to_string();
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    let second = format!("GET /.well-known/oauth-protected-resource/mcp HTTP/1.1\r\nHost: {address}\r\n\r\n");
    stream.write_all(second.as_bytes()).await.unwrap();
    let n = stream.read(&mut read).await.unwrap();
    assert!(String::from_utf8_lossy(&read[..n]).starts_with("HTTP/1.1 200"), "the connection was closed");
}

#[tokio::test]
async fn a_registered_client_gets_what_the_person_chose_and_nothing_else() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let client_id = register(&server).await;
    let started = start(&server, &client_id, "inboxes mail.read drafts send").await;

    let (status, shown) = json_of(server.get(&alice, &format!("/authorizations/{}", started.id))).await;
    assert_eq!(status, 200, "{shown}");
    assert_eq!(shown["data"]["client_name"], "Test Agent");
    assert_eq!(shown["data"]["registration"], "registered");
    assert_eq!(shown["data"]["redirect_uri"], REDIRECT);

    let code = consent(&server, &alice, &started, json!({ "inboxes": true, "ends_at": days(30) })).await;
    let (status, issued) = exchange(&server, &client_id, &code, &started.verifier).await;
    assert_eq!(status, 200, "{issued}");
    assert_eq!(issued["token_type"], "Bearer");
    assert_eq!(issued["scope"], "inboxes");
    assert!(issued["expires_in"].as_i64().unwrap() <= 3600);
    let access = issued["access_token"].as_str().unwrap().to_string();
    let refresh = issued["refresh_token"].as_str().unwrap().to_string();

    // Inbox tools only: the person chose no account.
    let tools = tool_names(&server, &access).await;
    assert!(tools.contains(&"create_inbox".to_string()), "{tools:?}");
    assert!(!tools.contains(&"list_accounts".to_string()), "{tools:?}");
    let (_, created) =
        mcp_with(&server, &access, "tools/call", json!({ "name": "create_inbox", "arguments": {} })).await;
    assert_eq!(created["result"]["isError"], false, "{created}");

    // Issued for /mcp: the REST API refuses it.
    let rest = server.client.get(format!("{}/inboxes", server.base)).bearer_auth(&access).send().await.unwrap();
    assert_eq!(rest.status(), 401);

    // The tokens page lists it with its client.
    let (_, me) = json_of(server.get(&alice, "/me")).await;
    let user_id = me["data"]["user"]["id"].as_str().unwrap().to_string();
    let (_, tokens) = json_of(server.get(&alice, &format!("/users/{user_id}/tokens"))).await;
    let listed = tokens["data"].as_array().unwrap().iter().find(|t| t["client_id"] == client_id.as_str()).unwrap();
    assert_eq!(listed["name"], "Test Agent (signed in)");

    // A refresh rotates: a new access token, and the old refresh token is spent.
    let refreshed = [("grant_type", "refresh_token"), ("refresh_token", refresh.as_str()), ("client_id", &client_id)];
    let (status, rotated) = token(&server, &refreshed).await;
    assert_eq!(status, 200, "{rotated}");
    let access2 = rotated["access_token"].as_str().unwrap().to_string();
    assert_ne!(access2, access);
    assert_eq!(mcp_with(&server, &access, "tools/list", json!({})).await.0, 401, "the old access token is replaced");
    assert_eq!(mcp_with(&server, &access2, "tools/list", json!({})).await.0, 200);
    // The spent refresh token presented again: reuse, and the whole family is revoked.
    let (status, reused) = token(&server, &refreshed).await;
    assert_eq!((status, reused["error"].as_str()), (400, Some("invalid_grant")));
    assert_eq!(mcp_with(&server, &access2, "tools/list", json!({})).await.0, 401, "revoked at once");
    let rotated_refresh = rotated["refresh_token"].as_str().unwrap();
    let (status, _) = token(
        &server,
        &[("grant_type", "refresh_token"), ("refresh_token", rotated_refresh), ("client_id", &client_id)],
    )
    .await;
    assert_eq!(status, 400, "the family died with its token");

    // Every step is in the audit.
    let root = server.admin("root").await;
    let (status, audit) = json_of(server.get(&root, "/audit?limit=50")).await;
    assert_eq!(status, 200, "{audit}");
    let actions: Vec<&str> = audit["data"].as_array().unwrap().iter().filter_map(|r| r["action"].as_str()).collect();
    for action in ["oauth.consent", "oauth.token", "oauth.refresh", "oauth.refresh_reused"] {
        assert!(actions.contains(&action), "{action} in {actions:?}");
    }
    // No secret of the flow reached the audit.
    let text = audit.to_string();
    for secret in [&access, &refresh, &access2, &code] {
        assert!(!text.contains(secret.as_str()));
    }
}

#[tokio::test]
async fn an_account_consented_to_read_offers_no_sending() {
    let dovecot = postern_testkit::Dovecot::start_with(postern_testkit::DovecotOptions {
        submission: true,
        ..Default::default()
    });
    let server = TestServer::for_accounts().await;
    let alice = server.user("alice").await;
    let account = common::connect_sending(&server, &alice, &dovecot).await;
    let client_id = register(&server).await;

    // Asked only to read: a consent to send is refused.
    let started = start(&server, &client_id, "mail.read").await;
    let too_much = json!({ "browser": started.cookie, "inboxes": false, "accounts": [account], "mail": "send", "ends_at": days(7) });
    let (status, refused) =
        json_of(server.post(&alice, &format!("/authorizations/{}/consent", started.id)).json(&too_much)).await;
    assert_eq!(status, 400, "{refused}");
    let (status, _) = json_of(
        server
            .post(&alice, &format!("/authorizations/{}/consent", started.id))
            .json(&json!({ "browser": started.cookie, "inboxes": true, "ends_at": days(7) })),
    )
    .await;
    assert_eq!(status, 400, "inboxes were not asked for");

    let choice =
        json!({ "inboxes": false, "accounts": [account], "mail": "read", "folders": ["inbox"], "ends_at": days(7) });
    let code = consent(&server, &alice, &started, choice).await;
    let (_, issued) = exchange(&server, &client_id, &code, &started.verifier).await;
    assert_eq!(issued["scope"], "mail.read");
    let access = issued["access_token"].as_str().unwrap();
    let tools = tool_names(&server, access).await;
    assert!(
        tools.contains(&"list_accounts".to_string()) && tools.contains(&"search_messages".to_string()),
        "{tools:?}"
    );
    for absent in ["send_message", "create_draft", "create_inbox"] {
        assert!(!tools.contains(&absent.to_string()), "{absent} in {tools:?}");
    }
    let (_, listed) =
        mcp_with(&server, access, "tools/call", json!({ "name": "list_accounts", "arguments": {} })).await;
    assert_eq!(listed["result"]["isError"], false, "{listed}");
    assert!(listed.to_string().contains(&account));
}

#[tokio::test]
async fn codes_are_single_use_bound_to_their_client_verifier_and_browser() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let client_id = register(&server).await;
    let other_client = register(&server).await;

    // Another browser (without the cookie's secret) cannot answer.
    let started = start(&server, &client_id, "inboxes").await;
    let forged = json!({ "browser": "0".repeat(64), "inboxes": true, "ends_at": days(1) });
    let (status, _) =
        json_of(server.post(&alice, &format!("/authorizations/{}/consent", started.id)).json(&forged)).await;
    assert_eq!(status, 403);

    let code = consent(&server, &alice, &started, json!({ "inboxes": true, "ends_at": days(1) })).await;
    // Answered: it cannot be consented to again.
    let again = json!({ "browser": started.cookie, "inboxes": true, "ends_at": days(1) });
    let (status, _) =
        json_of(server.post(&alice, &format!("/authorizations/{}/consent", started.id)).json(&again)).await;
    assert_eq!(status, 404);

    let (status, json_body) =
        json_of(server.client.post(format!("{}/oauth2/token", server.origin())).json(&json!({ "code": code }))).await;
    assert_eq!((status, json_body["error"].as_str()), (400, Some("invalid_request")), "a form, not JSON");
    let (status, wrong) = exchange(&server, &other_client, &code, &started.verifier).await;
    assert_eq!((status, wrong["error"].as_str()), (400, Some("invalid_grant")), "another client");
    let (_, wrong) = exchange(&server, &client_id, &code, &pkce().0).await;
    assert_eq!(wrong["error"], "invalid_grant", "another verifier");
    let (status, _) = token(
        &server,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("client_id", &client_id),
            ("code_verifier", &started.verifier),
            ("resource", "https://other.example/mcp"),
        ],
    )
    .await;
    assert_eq!(status, 400, "another resource");

    let (status, issued) = exchange(&server, &client_id, &code, &started.verifier).await;
    assert_eq!(status, 200, "{issued}");
    let access = issued["access_token"].as_str().unwrap();
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 200);
    // Replayed: refused, and what it issued is revoked.
    let (status, replayed) = exchange(&server, &client_id, &code, &started.verifier).await;
    assert_eq!((status, replayed["error"].as_str()), (400, Some("invalid_grant")));
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 401);

    // What cannot go back to the client is said on a page; the rest goes back with its error.
    let (_, challenge) = pkce();
    let base = [
        ("response_type", "code"),
        ("client_id", client_id.as_str()),
        ("state", "x"),
        ("code_challenge", challenge.as_str()),
        ("code_challenge_method", "S256"),
    ];
    let unknown = authorize(&server, &[("client_id", "mcl_unknown"), ("redirect_uri", REDIRECT)]).await;
    assert_eq!(unknown.status(), 400);
    let mut elsewhere = base.to_vec();
    elsewhere.push(("redirect_uri", "http://127.0.0.1:9/other"));
    assert_eq!(authorize(&server, &elsewhere).await.status(), 400, "an unregistered redirect URI");
    let mut plain = base.to_vec();
    plain.retain(|(k, _)| *k != "code_challenge_method");
    plain.push(("redirect_uri", REDIRECT));
    let sent_back = authorize(&server, &plain).await;
    assert_eq!(sent_back.status(), 303);
    let to = sent_back.headers()["location"].to_str().unwrap();
    assert!(to.starts_with(REDIRECT) && to.contains("error=invalid_request") && to.contains("state=x"), "{to}");
    let mut other_resource = base.to_vec();
    other_resource.extend([("redirect_uri", REDIRECT), ("resource", "https://other.example/mcp")]);
    let to = authorize(&server, &other_resource).await;
    assert!(to.headers()["location"].to_str().unwrap().contains("error=invalid_target"));
}

#[tokio::test]
async fn a_refusal_goes_back_to_the_client_and_ends_the_sign_in() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let client_id = register(&server).await;
    let started = start(&server, &client_id, "inboxes").await;
    let (status, _) = json_of(
        server
            .post(&alice, &format!("/authorizations/{}/deny", started.id))
            .json(&json!({ "browser": "0".repeat(64) })),
    )
    .await;
    assert_eq!(status, 403, "only the browser the client sent");
    let (status, refused) = json_of(
        server
            .post(&alice, &format!("/authorizations/{}/deny", started.id))
            .json(&json!({ "browser": started.cookie })),
    )
    .await;
    assert_eq!(status, 200, "{refused}");
    let to = reqwest::Url::parse(refused["data"]["redirect_to"].as_str().unwrap()).unwrap();
    let params: std::collections::HashMap<_, _> = to.query_pairs().into_owned().collect();
    assert_eq!((params["error"].as_str(), params["state"].as_str()), ("access_denied", started.state.as_str()));
    assert_eq!(params["iss"], server.origin());
    assert!(!params.contains_key("code"));
    let late = json!({ "browser": started.cookie, "inboxes": true, "ends_at": days(1) });
    let (status, _) =
        json_of(server.post(&alice, &format!("/authorizations/{}/consent", started.id)).json(&late)).await;
    assert_eq!(status, 404, "a refused sign-in cannot be consented to after");
}

#[tokio::test]
async fn a_token_for_another_resource_is_refused() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let client_id = register(&server).await;
    let started = start(&server, &client_id, "inboxes").await;
    let code = consent(&server, &alice, &started, json!({ "inboxes": true, "ends_at": days(1) })).await;
    let (_, issued) = exchange(&server, &client_id, &code, &started.verifier).await;
    let access = issued["access_token"].as_str().unwrap();
    // The same server reached as `localhost` is another resource (`http://localhost:port/mcp`)
    // than the one the token was issued for (`http://127.0.0.1:port/mcp`).
    let port = server.origin().rsplit(':').next().unwrap();
    let at_localhost = server
        .client
        .post(format!("{}/mcp", server.origin()))
        .header("host", format!("localhost:{port}"))
        .bearer_auth(access)
        .header("Accept", "application/json, text/event-stream")
        .json(&json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/list" }))
        .send()
        .await
        .unwrap();
    assert_eq!(at_localhost.status(), 401);
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 200);
}

/// A whole sign-in to the inboxes; the token answer.
async fn signed_in(server: &TestServer, user: &User, client_id: &str) -> Value {
    let started = start(server, client_id, "inboxes").await;
    let code = consent(server, user, &started, json!({ "inboxes": true, "ends_at": days(1) })).await;
    exchange(server, client_id, &code, &started.verifier).await.1
}

#[tokio::test]
async fn revoking_ends_the_consent_at_once() {
    let server = TestServer::start().await;
    let alice = server.user("alice").await;
    let client_id = register(&server).await;

    // By the client (RFC 7009), with its refresh token.
    let issued = signed_in(&server, &alice, &client_id).await;
    let (access, refresh) = (issued["access_token"].as_str().unwrap(), issued["refresh_token"].as_str().unwrap());
    let revoke = |form: &[(&str, &str)]| form_post(&server, "/oauth2/revoke", form).send();
    let done = revoke(&[("token", refresh), ("client_id", "mcl_someone_else")]).await.unwrap();
    assert_eq!(done.status(), 200, "always 200");
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 200, "not by another client");
    let done = revoke(&[("token", refresh), ("client_id", &client_id)]).await.unwrap();
    assert_eq!(done.status(), 200);
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 401);
    let (status, _) =
        token(&server, &[("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", &client_id)]).await;
    assert_eq!(status, 400);

    // By the person, on the tokens page (the API it uses).
    let issued = signed_in(&server, &alice, &client_id).await;
    let (access, refresh) = (issued["access_token"].as_str().unwrap(), issued["refresh_token"].as_str().unwrap());
    let (_, me) = json_of(server.get(&alice, "/me")).await;
    let user_id = me["data"]["user"]["id"].as_str().unwrap().to_string();
    let (_, tokens) = json_of(server.get(&alice, &format!("/users/{user_id}/tokens"))).await;
    let live = tokens["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["client_id"].is_string() && t["revoked_at"].is_null())
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let revoked = server.delete(&alice, &format!("/users/{user_id}/tokens/{live}")).send().await.unwrap();
    assert!(revoked.status().is_success());
    assert_eq!(mcp_with(&server, access, "tools/list", json!({})).await.0, 401);
    let (status, answer) =
        token(&server, &[("grant_type", "refresh_token"), ("refresh_token", refresh), ("client_id", &client_id)]).await;
    assert_eq!((status, answer["error"].as_str()), (400, Some("invalid_grant")));
}

#[tokio::test]
async fn registration_can_be_turned_off_and_is_limited() {
    let off = TestServer::with_config(ApiConfig { mcp_oauth_dcr: false, ..ApiConfig::default() }).await;
    let (_, metadata) =
        json_of(off.client.get(format!("{}/.well-known/oauth-authorization-server", off.origin()))).await;
    assert!(metadata.get("registration_endpoint").is_none(), "{metadata}");
    let (status, _) = json_of(
        off.client.post(format!("{}/oauth2/register", off.origin())).json(&json!({ "redirect_uris": [REDIRECT] })),
    )
    .await;
    assert_eq!(status, 404);

    let server = TestServer::start().await;
    let register_at = format!("{}/oauth2/register", server.origin());
    let (status, bad) =
        json_of(server.client.post(&register_at).json(&json!({ "redirect_uris": ["http://example.com/cb"] }))).await;
    assert_eq!((status, bad["error"].as_str()), (400, Some("invalid_redirect_uri")));
    let (status, bad) = json_of(
        server.client.post(&register_at).json(&json!({ "redirect_uris": [REDIRECT], "grant_types": ["implicit"] })),
    )
    .await;
    assert_eq!((status, bad["error"].as_str()), (400, Some("invalid_client_metadata")));
    for _ in 0..postern_server::MCP_REGISTRATIONS_PER_HOUR {
        register(&server).await;
    }
    let over = server.client.post(&register_at).json(&json!({ "redirect_uris": [REDIRECT] })).send().await.unwrap();
    assert_eq!(over.status(), 429);
    assert!(over.headers().contains_key("retry-after"));
}
