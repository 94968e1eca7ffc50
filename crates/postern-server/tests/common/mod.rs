//! A real server on loopback ports (HTTP and SMTP) over a fresh database, for tests: SQLite in a
//! fresh data directory, or with `POSTERN_TEST_DATABASE=postgres` a fresh PostgreSQL schema
//! (`postern_store::testing`).
#![allow(dead_code)]

pub mod contract;

use postern_server::{ApiConfig, AppState, StoreSink};
use postern_smtp::{Listener, ListenerConfig};
use postern_store::Store;
use serde_json::Value;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::watch;

pub struct TestServer {
    pub base: String,
    pub smtp: SocketAddr,
    pub store: Store,
    pub stop: watch::Sender<bool>,
    pub client: reqwest::Client,
    db: postern_store::testing::TestDatabase,
}

pub struct User {
    pub token: String,
}

impl TestServer {
    pub async fn start() -> TestServer {
        Self::with_config(ApiConfig::default()).await
    }

    pub async fn with_config(config: ApiConfig) -> TestServer {
        Self::build(config, None).await
    }

    /// A server whose connected accounts may use mail servers on 127.0.0.1 (the test Dovecot).
    pub async fn for_accounts() -> TestServer {
        Self::with_config(ApiConfig { internal_hosts: vec!["127.0.0.1".into()], ..ApiConfig::default() }).await
    }

    /// A server whose account discovery answers from `discovery` instead of the network.
    pub async fn with_discovery(discovery: Arc<dyn postern_providers::discovery::Discover>) -> TestServer {
        Self::build(ApiConfig::default(), Some(discovery)).await
    }

    /// A server whose configuration is made knowing its own origin (`http://127.0.0.1:port`),
    /// as a public URL must be.
    pub async fn with_config_at(config: impl FnOnce(&str) -> ApiConfig) -> TestServer {
        let http = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", http.local_addr().unwrap());
        Self::build_on(http, config(&origin), None, None).await
    }

    /// A server whose SMTP receiver checks senders, asking the DNS server at `resolver`.
    pub async fn with_sender_checks(resolver: SocketAddr) -> TestServer {
        let http = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let checks = postern_smtp::VerifyConfig { resolver: Some(resolver), ..postern_smtp::VerifyConfig::default() };
        Self::build_on(http, ApiConfig::default(), None, Some(checks)).await
    }

    async fn build(
        config: ApiConfig,
        discovery: Option<Arc<dyn postern_providers::discovery::Discover>>,
    ) -> TestServer {
        let http = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        Self::build_on(http, config, discovery, None).await
    }

    async fn build_on(
        http: tokio::net::TcpListener,
        config: ApiConfig,
        discovery: Option<Arc<dyn postern_providers::discovery::Discover>>,
        sender_checks: Option<postern_smtp::VerifyConfig>,
    ) -> TestServer {
        let db = postern_store::testing::TestDatabase::new().await;
        let store = db.open().await;
        let (stop, shutdown) = watch::channel(false);
        let vault = postern_store::vault::Vault::fixed(postern_store::vault::MasterKey::generate());
        let mut state = AppState::new(store.clone(), config, vault, shutdown.clone());
        let smtp = Listener::bind("127.0.0.1:0".parse().unwrap(), ListenerConfig::default()).await.unwrap();
        let mut sink = StoreSink::of(&state, &smtp);
        if let Some(checks) = sender_checks {
            sink = sink.verifying(postern_smtp::Verifier::start(checks).unwrap());
        }
        if let Some(discovery) = discovery {
            state = state.with_discovery(discovery);
        }
        let app = postern_server::router(state).layer(axum::middleware::from_fn(contract::check));
        let base = format!("http://{}/api/v1", http.local_addr().unwrap());
        tokio::spawn(postern_server::http::serve(http, app, shutdown.clone()));
        let smtp_addr = smtp.local_addr().unwrap();
        tokio::spawn(smtp.serve(Arc::new(sink), shutdown));
        TestServer { base, smtp: smtp_addr, store, stop, client: reqwest::Client::new(), db }
    }

    /// The test's database, to tamper with behind the server's back.
    pub fn database(&self) -> &postern_store::testing::TestDatabase {
        &self.db
    }

    pub async fn user(&self, name: &str) -> User {
        let user = self.store.create_user(name, false).await.unwrap();
        User { token: self.store.create_token(&user.id, "test").await.unwrap() }
    }

    /// An admin (as `postern serve` bootstraps one).
    pub async fn admin(&self, name: &str) -> User {
        let user = self.store.create_user(name, true).await.unwrap();
        User { token: self.store.create_token(&user.id, "test").await.unwrap() }
    }

    /// A user holding exactly `grants` (JSON), and its id.
    pub async fn user_with(&self, name: &str, grants: Value) -> (String, User) {
        let grants: Vec<postern_core::rights::Grant> = serde_json::from_value(grants).unwrap();
        let new = postern_store::NewUser { name, roles: &[], grants: &grants };
        let user = self.store.add_user(&new, None).await.unwrap();
        (user.id.clone(), User { token: self.store.create_token(&user.id, "test").await.unwrap() })
    }

    /// `http://host:port`, without the API prefix.
    pub fn origin(&self) -> &str {
        self.base.trim_end_matches("/api/v1")
    }

    pub fn get(&self, user: &User, path: &str) -> reqwest::RequestBuilder {
        self.client.get(format!("{}{path}", self.base)).bearer_auth(&user.token)
    }

    pub fn post(&self, user: &User, path: &str) -> reqwest::RequestBuilder {
        self.client.post(format!("{}{path}", self.base)).bearer_auth(&user.token)
    }

    pub fn patch(&self, user: &User, path: &str) -> reqwest::RequestBuilder {
        self.client.patch(format!("{}{path}", self.base)).bearer_auth(&user.token)
    }

    pub fn delete(&self, user: &User, path: &str) -> reqwest::RequestBuilder {
        self.client.delete(format!("{}{path}", self.base)).bearer_auth(&user.token)
    }

    pub fn put(&self, user: &User, path: &str) -> reqwest::RequestBuilder {
        self.client.put(format!("{}{path}", self.base)).bearer_auth(&user.token)
    }

    /// Creates an inbox and returns (id, address).
    pub async fn inbox(&self, user: &User) -> (String, String) {
        let body: Value =
            self.post(user, "/inboxes").json(&serde_json::json!({})).send().await.unwrap().json().await.unwrap();
        (body["data"]["id"].as_str().unwrap().to_string(), body["data"]["address"].as_str().unwrap().to_string())
    }

    /// Sends one message over SMTP; returns the final reply line of each command.
    pub async fn send(&self, to: &[&str], message: &str) -> Vec<String> {
        smtp_dialog(self.smtp, to, message).await
    }
}

/// A plain SMTP client: EHLO, MAIL, one RCPT per address, DATA, QUIT.
pub async fn smtp_dialog(addr: SocketAddr, to: &[&str], message: &str) -> Vec<String> {
    let stream = TcpStream::connect(addr).await.unwrap();
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    let mut replies = Vec::new();
    async fn reply(read: &mut BufReader<tokio::net::tcp::OwnedReadHalf>) -> String {
        loop {
            let mut line = String::new();
            read.read_line(&mut line).await.unwrap();
            if line.len() < 4 || line.as_bytes()[3] != b'-' {
                return line.trim_end().to_string();
            }
        }
    }
    replies.push(reply(&mut read).await);
    let mut commands = vec!["EHLO tester.test".to_string(), "MAIL FROM:<sender@acme.test>".to_string()];
    commands.extend(to.iter().map(|t| format!("RCPT TO:<{t}>")));
    for c in commands {
        write.write_all(format!("{c}\r\n").as_bytes()).await.unwrap();
        replies.push(reply(&mut read).await);
    }
    write.write_all(b"DATA\r\n").await.unwrap();
    let data_reply = reply(&mut read).await;
    let accepted = data_reply.starts_with("354");
    replies.push(data_reply);
    if accepted {
        let body = message.replace("\r\n", "\n").replace('\n', "\r\n");
        write.write_all(body.as_bytes()).await.unwrap();
        write.write_all(b"\r\n.\r\n").await.unwrap();
        replies.push(reply(&mut read).await);
    }
    write.write_all(b"QUIT\r\n").await.unwrap();
    replies.push(reply(&mut read).await);
    replies
}

pub fn mail_with(subject: &str, body: &str) -> String {
    format!("From: Acme <no-reply@acme.test>\nTo: someone@postern.localhost\nSubject: {subject}\n\n{body}\n")
}

/// The test Dovecot's user and password (postern-testkit's default).
pub const IMAP_USER: &str = "alice@example.test";
pub const IMAP_PASSWORD: &str = "alicepass";

/// Another IMAP client of the test user's mailbox.
pub async fn imap_client(dovecot: &postern_testkit::Dovecot) -> postern_providers::imap::ImapConnection {
    use postern_providers::imap::{ImapConnection, ImapSettings};
    use postern_providers::transport::Security;
    let settings = ImapSettings {
        host: dovecot.host().into(),
        port: dovecot.imap_port(),
        security: Security::None,
        username: IMAP_USER.into(),
        auth: Default::default(),
    };
    ImapConnection::connect(&settings, IMAP_PASSWORD).await.unwrap()
}

/// Polls `check` until it returns `Some`, for at most `limit`.
pub async fn eventually<T, F, Fut>(limit: std::time::Duration, what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Option<T>>,
{
    let start = std::time::Instant::now();
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(start.elapsed() < limit, "gave up after {limit:?} waiting for {what}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// Until the server holds `n` waits open, as its `/service` says to an administrator.
pub async fn until_waits_open(server: &TestServer, admin: &User, n: u64) {
    eventually(std::time::Duration::from_secs(10), &format!("{n} open waits"), || async {
        let service: Value = server.get(admin, "/service").send().await.unwrap().json().await.unwrap();
        (service["data"]["waits"]["open"] == n).then_some(())
    })
    .await
}

/// The sync passes the server has ended, of every account (`postern_sync_passes_total` in its
/// `/metrics`, read as an administrator).
pub async fn sync_passes(server: &TestServer, admin: &User) -> u64 {
    let metrics = server.client.get(format!("{}/metrics", server.origin())).bearer_auth(&admin.token).send();
    let text = metrics.await.unwrap().text().await.unwrap();
    text.lines()
        .filter(|l| l.starts_with("postern_sync_passes_total{"))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum::<f64>() as u64
}

/// Until the server has ended `more` sync passes after the ones it had ended when called: what
/// a test waits for when the sync must have looked again (and found nothing new to do).
pub async fn passes_later(server: &TestServer, admin: &User, more: u64) {
    let from = sync_passes(server, admin).await;
    eventually(std::time::Duration::from_secs(30), &format!("{more} more sync passes"), || async {
        (sync_passes(server, admin).await >= from + more).then_some(())
    })
    .await
}

/// The answer of a `GET` that must succeed.
pub async fn get_json(server: &TestServer, user: &User, path: &str) -> Value {
    let response = server.get(user, path).send().await.unwrap();
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
}

/// The messages of a folder; none while the first pass has not listed the folder yet.
pub async fn folder_messages(server: &TestServer, user: &User, account: &str, folder: &str) -> Vec<Value> {
    let path = format!("/accounts/{account}/messages?folder={folder}&limit=100");
    let response = server.get(user, &path).send().await.unwrap();
    if response.status() == 404 {
        return Vec::new();
    }
    assert_eq!(response.status(), 200, "GET {path}");
    response.json::<Value>().await.unwrap()["data"].as_array().unwrap().clone()
}

/// The message of a folder with this subject, if it is listed.
pub async fn message_in(server: &TestServer, user: &User, account: &str, folder: &str, subject: &str) -> Option<Value> {
    folder_messages(server, user, account, folder).await.into_iter().find(|m| m["subject"] == subject)
}

/// Connecting an account with `body`, whose password `secret` the server refuses: 422
/// `provider_auth_failed`, the secret never echoed, nothing stored.
pub async fn refused_login(server: &TestServer, user: &User, body: &Value, secret: &str) {
    let response = server.post(user, "/accounts").json(body).send().await.unwrap();
    assert_eq!(response.status(), 422);
    let text = response.text().await.unwrap();
    assert!(text.contains("provider_auth_failed") && !text.contains(secret), "{text}");
    assert_eq!(get_json(server, user, "/accounts").await["data"], serde_json::json!([]));
}

/// A client that does not follow redirects: the test plays the browser of an OAuth sign-in.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// Signs `user` in at `provider` through the browser flow, as whoever the provider's fake has
/// signed in; returns the callback's answer (status, JSON).
pub async fn browser_sign_in(server: &TestServer, user: &User, provider: &str, body: Value) -> (u16, Value) {
    let started = server.post(user, &format!("/oauth/{provider}/start")).json(&body).send().await.unwrap();
    assert_eq!(started.status(), 201);
    let started: Value = started.json().await.unwrap();
    let url = started["data"]["url"].as_str().unwrap();
    let at_provider = browser().get(url).send().await.unwrap();
    assert_eq!(at_provider.status(), 302, "the provider sends the browser back");
    let back = at_provider.headers()["location"].to_str().unwrap().to_string();
    assert!(back.starts_with(&format!("{}/api/v1/oauth/{provider}/callback?", server.origin())), "{back}");
    let answer = browser().get(&back).header("accept", "application/json").send().await.unwrap();
    let status = answer.status().as_u16();
    let answer: Value = answer.json().await.unwrap();
    // Started outside a browser: the callback names what it would connect, and the person
    // confirms (the page's form).
    let Some(secret) = answer["data"]["confirm"].as_str() else { return (status, answer) };
    assert!(answer["data"]["user"].is_string() && answer["data"]["email"].is_string(), "{answer}");
    let confirmed = browser()
        .post(format!("{}/api/v1/oauth/{provider}/confirm", server.origin()))
        .header("accept", "application/json")
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("confirm={secret}"))
        .send()
        .await
        .unwrap();
    (confirmed.status().as_u16(), confirmed.json().await.unwrap())
}

/// The account as `GET /accounts/{id}` shows it.
pub async fn account(server: &TestServer, user: &User, id: &str) -> Value {
    get_json(server, user, &format!("/accounts/{id}")).await["data"].clone()
}

/// Waits (up to 20 s) until the account's status is `status`; returns the account.
pub async fn status_becomes(server: &TestServer, user: &User, id: &str, status: &str) -> Value {
    eventually(std::time::Duration::from_secs(20), &format!("status {status}"), || async {
        let a = account(server, user, id).await;
        (a["status"] == status).then_some(a)
    })
    .await
}

/// A JSON-RPC request to `/mcp` with `user`'s token; its answer.
pub async fn mcp(server: &TestServer, user: &User, method: &str, params: Value) -> Value {
    server
        .client
        .post(server.base.replace("/api/v1", "/mcp"))
        .bearer_auth(&user.token)
        .header("Accept", "application/json, text/event-stream")
        .json(&serde_json::json!({ "jsonrpc": "2.0", "id": 1, "method": method, "params": params }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// The code of new mail: a wait on the account's inbox (`require=otp`) while `deliver` brings
/// the mail once the server holds the wait; returns the code the wait answered.
pub async fn code_of_new_mail(server: &TestServer, user: &User, account: &str, deliver: impl FnOnce()) -> Value {
    let path = format!("/accounts/{account}/messages/wait?folder=inbox&require=otp&timeout=20");
    answer_of_wait(server, user, &path, deliver).await["data"]["otp"].clone()
}

/// The 200 answer of the wait at `path` (a GET), to mail that `deliver` sends once the server
/// holds the wait.
pub async fn answer_of_wait(server: &TestServer, user: &User, path: &str, deliver: impl FnOnce()) -> Value {
    let observer = server.admin("wait-observer").await;
    let wait = server.get(user, path).send();
    let later = async {
        until_waits_open(server, &observer, 1).await;
        deliver();
    };
    let (answer, ()) = tokio::join!(wait, later);
    let answer = answer.unwrap();
    assert_eq!(answer.status(), 200);
    answer.json::<Value>().await.unwrap()
}

/// An account signed in at `provider` takes no password (PATCH or POST `/accounts` name the
/// sign-in instead), verifies through its provider, and once deleted its provider is asked
/// nothing more (`asked` counts the provider's requests).
pub async fn signed_in_account_lifecycle(
    server: &TestServer,
    user: &User,
    account: &str,
    provider: &str,
    email: &str,
    asked: impl Fn() -> usize,
) {
    let password = server
        .patch(user, &format!("/accounts/{account}"))
        .json(&serde_json::json!({ "credentials": { "password": "x" } }))
        .send()
        .await
        .unwrap();
    assert_eq!(password.status(), 400);
    let direct = server
        .post(user, "/accounts")
        .json(&serde_json::json!({ "provider": provider, "email": email, "credentials": { "password": "x" } }))
        .send()
        .await
        .unwrap();
    assert_eq!(direct.status(), 400);
    assert!(direct.text().await.unwrap().contains(&format!("/oauth/{provider}/start")));
    let verified = server.post(user, &format!("/accounts/{account}/verify")).send().await.unwrap();
    assert_eq!(verified.json::<Value>().await.unwrap()["data"]["verification"]["ok"], true);
    assert_eq!(server.delete(user, &format!("/accounts/{account}")).send().await.unwrap().status(), 204);
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let before = asked();
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    assert_eq!(asked(), before, "a deleted account's provider is asked nothing more");
}

/// A Dovecot (with submission) that takes XOAUTH2 bearer tokens checked at `tokeninfo`, with a
/// message "Over IMAP" in `address`'s INBOX.
pub fn oauth_dovecot(tokeninfo: String, address: &str) -> postern_testkit::Dovecot {
    let dovecot = postern_testkit::Dovecot::start_with(postern_testkit::DovecotOptions {
        submission: true,
        oauth2_tokeninfo: Some(tokeninfo),
        ..Default::default()
    });
    let raw = format!(
        "From: s@service.test\r\nTo: {address}\r\nSubject: Over IMAP\r\nMessage-ID: <imap-one@test>\r\n\r\nhello over imap\r\n"
    );
    dovecot.deliver_to_maildir(address, raw.as_bytes());
    dovecot
}

/// The servers of `dovecot`, as an IMAP account's settings.
pub fn dovecot_servers(dovecot: &postern_testkit::Dovecot) -> Value {
    serde_json::json!({
        "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none",
        "smtp_host": "127.0.0.1", "smtp_port": dovecot.submission_port().unwrap(), "smtp_security": "none",
    })
}

/// Signs `user` in at `provider` with `"protocol": "imap"` (the browser flow) at the servers of
/// [`oauth_dovecot`]: the account is an IMAP one that logs in with XOAUTH2, shows no token,
/// syncs the INBOX, and sends through submission. Its id.
pub async fn xoauth2_account(
    server: &TestServer,
    user: &User,
    provider: &str,
    dovecot: &postern_testkit::Dovecot,
) -> String {
    let body = serde_json::json!({ "protocol": "imap", "settings": dovecot_servers(dovecot) });
    let (status, answer) = browser_sign_in(server, user, provider, body).await;
    assert_eq!(status, 200, "{answer}");
    let id = answer["data"]["account_id"].as_str().unwrap().to_string();
    let shown = account(server, user, &id).await;
    assert_eq!(shown["provider"], "imap");
    assert_eq!(
        (shown["settings"]["auth"].as_str(), shown["settings"]["oauth_provider"].as_str()),
        (Some("xoauth2"), Some(provider))
    );
    assert!(!shown.to_string().contains("refresh"), "{shown}");
    eventually(std::time::Duration::from_secs(20), "the inbox over IMAP", || async {
        message_in(server, user, &id, "inbox", "Over IMAP").await
    })
    .await;
    let sent = server
        .post(user, &format!("/accounts/{id}/send"))
        .header("idempotency-key", "xoauth2-1")
        .json(
            &serde_json::json!({ "to": [{ "email": "bob@example.org" }], "subject": "Hi over SMTP", "text": "hello" }),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(sent.status(), 200, "{}", sent.text().await.unwrap());
    assert_eq!(dovecot.relayed().len(), 1);
    assert_eq!(dovecot.relayed()[0].to, ["bob@example.org"]);
    id
}

/// The status and JSON body of a request (`null` for a body that is not JSON).
pub async fn json_of(request: reqwest::RequestBuilder) -> (u16, Value) {
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Connects `dovecot`'s mailbox as an account of `user` that sends through Dovecot's submission
/// service; its id.
pub async fn connect_sending(server: &TestServer, user: &User, dovecot: &postern_testkit::Dovecot) -> String {
    let body = serde_json::json!({
        "provider": "imap",
        "email": IMAP_USER,
        "settings": { "imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none",
                      "smtp_host": "127.0.0.1", "smtp_port": dovecot.submission_port().unwrap(), "smtp_security": "none" },
        "credentials": { "password": IMAP_PASSWORD },
    });
    let (status, body) = json_of(server.post(user, "/accounts").json(&body)).await;
    assert_eq!(status, 201, "{body}");
    body["data"]["id"].as_str().unwrap().to_string()
}

/// The redirect URI of the MCP clients the tests register.
pub const REDIRECT: &str = "http://127.0.0.1:9/callback";

/// A PKCE verifier and its S256 challenge.
pub fn pkce() -> (String, String) {
    let verifier = postern_core::token::link_secret().replace("plk_", "v");
    let challenge = base64::Engine::encode(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD,
        <sha2::Sha256 as sha2::Digest>::digest(verifier.as_bytes()),
    );
    (verifier, challenge)
}

/// Registers a native client with `REDIRECT`; its client_id.
pub async fn register(server: &TestServer) -> String {
    let (status, answer) =
        json_of(server.client.post(format!("{}/oauth2/register", server.origin())).json(&serde_json::json!({
            "client_name": "Test Agent",
            "redirect_uris": [REDIRECT],
            "grant_types": ["authorization_code", "refresh_token"],
            "token_endpoint_auth_method": "client_secret_post",
            "application_type": "native",
        })))
        .await;
    assert_eq!(status, 201, "{answer}");
    assert_eq!(answer["token_endpoint_auth_method"], "none", "a public client, whatever it asked");
    answer["client_id"].as_str().unwrap().to_string()
}

/// An authorization request as a client sends the browser to make it: the consent page's
/// path and the browser's binding cookie.
pub async fn authorize(server: &TestServer, query: &[(&str, &str)]) -> reqwest::Response {
    let url = reqwest::Url::parse_with_params(&format!("{}/oauth2/authorize", server.origin()), query).unwrap();
    browser().get(url).send().await.unwrap()
}

pub struct Started {
    pub id: String,
    pub cookie: String,
    pub verifier: String,
    pub state: String,
}

pub async fn start(server: &TestServer, client_id: &str, scope: &str) -> Started {
    let (verifier, challenge) = pkce();
    let state = "s-123";
    let resource = format!("{}/mcp", server.origin());
    let answer = authorize(
        server,
        &[
            ("response_type", "code"),
            ("client_id", client_id),
            ("redirect_uri", REDIRECT),
            ("state", state),
            ("code_challenge", &challenge),
            ("code_challenge_method", "S256"),
            ("resource", &resource),
            ("scope", scope),
        ],
    )
    .await;
    assert_eq!(answer.status(), 303);
    let to = answer.headers()["location"].to_str().unwrap().to_string();
    let id = to.strip_prefix("/ui/authorize/").unwrap().to_string();
    let cookie = answer.headers()["set-cookie"].to_str().unwrap();
    assert!(cookie.contains("HttpOnly") && cookie.contains("Secure"), "{cookie}");
    let cookie = cookie.split(';').next().unwrap().split_once('=').unwrap().1.to_string();
    Started { id, cookie, verifier, state: state.into() }
}
