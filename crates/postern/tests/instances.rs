//! Several `postern serve` processes on one PostgreSQL (docs/OPERATIONS.md): what a client does
//! through one instance holds at the others. Each test starts real processes on loopback
//! sharing a fresh schema of the machine's PostgreSQL and one master key.

mod common;

use common::Serve;
use postern_store::testing::TestDatabase;
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::process::Command;
use std::time::{Duration, Instant};

/// A master key the instances share (`POSTERN_MASTER_KEY`).
const MASTER_KEY: &str = "5f1a0c9e7d3b2a4c6e8f0a1b3c5d7e9f1a2b3c4d5e6f708192a3b4c5d6e7f809";

/// Instances of one deployment: their database, and the admin token the first one printed.
struct Deployment {
    db: TestDatabase,
    token: String,
    client: reqwest::Client,
}

impl Deployment {
    async fn new() -> Deployment {
        Deployment { db: TestDatabase::postgres().await, token: String::new(), client: reqwest::Client::new() }
    }

    /// Starts an instance (each with a data directory of its own: nothing is shared but the
    /// database and the key); the first start's admin token is kept.
    fn start(&mut self) -> Serve {
        self.start_with(&[])
    }

    /// [`Deployment::start`] with more flags.
    fn start_with(&mut self, flags: &[&str]) -> Serve {
        self.launch(flags, false)
    }

    /// [`Deployment::start_with`], the instance's own URL given as the deployment's public URL.
    fn start_public(&mut self, flags: &[&str]) -> Serve {
        self.launch(flags, true)
    }

    fn launch(&mut self, flags: &[&str], public: bool) -> Serve {
        let url = self.db.url().expect("a PostgreSQL schema");
        let dir = self.db.dir().to_path_buf();
        // Generous: a full run loads both cores while several instances start.
        let (serve, token) = common::start(None, Duration::from_secs(120), |http_port, smtp_port| {
            let mut command = common::serve_command(&dir.join(format!("instance-{http_port}")), http_port, smtp_port);
            command
                .args(["--database-url", &url])
                .args(["--internal-host", "127.0.0.1"])
                .args(flags)
                .env("POSTERN_MASTER_KEY", MASTER_KEY)
                // Kept with the test's data (a failing test's instances can be read there).
                .stderr(std::fs::File::create(dir.join(format!("instance-{http_port}.log"))).unwrap());
            if public {
                command.args(["--public-url", &format!("http://127.0.0.1:{http_port}")]);
            }
            command
        });
        if let Some(token) = token {
            assert!(self.token.is_empty(), "one admin token for the deployment");
            self.token = token;
        }
        serve
    }

    async fn post(&self, at: &Serve, path: &str, body: Value) -> Value {
        let r = self.client.post(format!("{}/api/v1{path}", at.http)).bearer_auth(&self.token).json(&body);
        let r = r.send().await.unwrap();
        assert!(r.status().is_success(), "POST {path}: {}", r.status());
        r.json().await.unwrap()
    }

    async fn get(&self, at: &Serve, path: &str) -> reqwest::Response {
        self.client.get(format!("{}/api/v1{path}", at.http)).bearer_auth(&self.token).send().await.unwrap()
    }

    /// Until instance `at` holds `n` waits open, as its `/service` says.
    async fn until_waits_open(&self, at: &Serve, n: u64) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let service: Value = self.get(at, "/service").await.json().await.unwrap();
            if service["data"]["waits"]["open"] == n {
                return;
            }
            assert!(Instant::now() < deadline, "{n} open waits: {service}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// An SMTP reply's last line.
async fn reply(read: &mut tokio::io::BufReader<tokio::net::tcp::OwnedReadHalf>) -> String {
    use tokio::io::AsyncBufReadExt;
    let mut line = String::new();
    loop {
        line.clear();
        read.read_line(&mut line).await.unwrap();
        if line.len() < 4 || line.as_bytes()[3] != b'-' {
            return line;
        }
    }
}

/// Delivers `body` to `to` through the SMTP receiver on `port`; returns when the final 250 came.
async fn deliver(port: u16, to: &str, subject: &str, body: &str) {
    use tokio::io::{AsyncWriteExt, BufReader};
    let stream = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::new(read);
    assert!(reply(&mut read).await.starts_with("220"));
    let message = format!("From: Shop <noreply@shop.example>\r\nTo: {to}\r\nSubject: {subject}\r\n\r\n{body}\r\n.\r\n");
    for (command, expected) in [
        ("EHLO test.example\r\n".to_string(), "250"),
        ("MAIL FROM:<noreply@shop.example>\r\n".into(), "250"),
        (format!("RCPT TO:<{to}>\r\n"), "250"),
        ("DATA\r\n".into(), "354"),
        (message, "250"),
        ("QUIT\r\n".into(), "221"),
    ] {
        write.write_all(command.as_bytes()).await.unwrap();
        let answer = reply(&mut read).await;
        assert!(answer.starts_with(expected), "{command:?}: {answer}");
    }
}

/// A wait on one instance answers mail delivered through another instance's SMTP receiver,
/// every time; the time from the delivery's 250 to the wait's answer is printed (p50, max).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wait_on_one_instance_answers_mail_delivered_through_another() {
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let inbox = deployment.post(&a, "/inboxes", json!({})).await;
    let (id, address) = (inbox["data"]["id"].as_str().unwrap(), inbox["data"]["address"].as_str().unwrap());
    let mut latencies = Vec::new();
    for round in 0..10u32 {
        let code = 400_000 + round * 7919;
        let url = format!("{}/api/v1/inboxes/{id}/messages/wait?timeout=20&require=otp", a.http);
        let wait = deployment.client.get(url).bearer_auth(&deployment.token).send();
        let waiting = tokio::spawn(async move { (wait.await.unwrap(), Instant::now()) });
        deployment.until_waits_open(&a, 1).await;
        deliver(b.smtp, address, &format!("Code {round}"), &format!("Your verification code is {code}.")).await;
        let delivered = Instant::now();
        let (answer, answered) = waiting.await.unwrap();
        assert_eq!(answer.status(), 200, "round {round}");
        let message: Value = answer.json().await.unwrap();
        assert_eq!(message["data"]["otp"], code.to_string(), "round {round}");
        latencies.push(answered.saturating_duration_since(delivered));
    }
    latencies.sort();
    eprintln!(
        "wait on A, delivery through B: p50 {:?}, max {:?} over {} rounds",
        latencies[latencies.len() / 2],
        latencies.last().unwrap(),
        latencies.len()
    );
}

/// The change feed read alternately from two instances, while mail arrives through both, gives
/// every change once and in order: a cursor from one instance resumes on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_feed_read_alternately_from_two_instances_gives_every_change_once() {
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let inbox = deployment.post(&a, "/inboxes", json!({})).await;
    let address = inbox["data"]["address"].as_str().unwrap().to_string();
    let start: Value = deployment.get(&b, "/changes").await.json().await.unwrap();
    let mut cursor = start["cursor"].as_str().unwrap().to_string();
    let senders: Vec<_> = [a.smtp, b.smtp]
        .into_iter()
        .enumerate()
        .map(|(n, smtp)| {
            let address = address.clone();
            tokio::spawn(async move {
                for i in 0..15 {
                    deliver(smtp, &address, &format!("via {n} #{i}"), "Nothing to see.").await;
                }
            })
        })
        .collect();
    let mut seen: Vec<String> = Vec::new();
    let instances = [&a, &b];
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut turn = 0;
    while seen.len() < 30 {
        assert!(Instant::now() < deadline, "only {} of 30 changes came", seen.len());
        let page: Value = deployment
            .get(instances[turn % 2], &format!("/changes?since={cursor}&limit=7"))
            .await
            .json()
            .await
            .unwrap();
        turn += 1;
        for entry in page["data"].as_array().unwrap() {
            assert_eq!(entry["type"], "message.received");
            seen.push(entry["message_id"].as_str().unwrap().to_string());
        }
        cursor = page["cursor"].as_str().unwrap().to_string();
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for sender in senders {
        sender.await.unwrap();
    }
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 30, "every change once");
    // In the feed's order, which is the order the messages were stored in.
    let list: Value = deployment
        .get(&b, &format!("/inboxes/{}/messages?limit=100", inbox["data"]["id"].as_str().unwrap()))
        .await
        .json()
        .await
        .unwrap();
    let mut stored: Vec<String> =
        list["data"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap().to_string()).collect();
    stored.reverse();
    assert_eq!(seen, stored, "oldest first, as stored");
    let after: Value = deployment.get(&a, &format!("/changes?since={cursor}")).await.json().await.unwrap();
    assert!(after["data"].as_array().unwrap().is_empty(), "nothing twice");
}

/// Connects the test Dovecot's `alice` (with submission) through `at`; returns the account id.
async fn connect_alice(deployment: &Deployment, at: &Serve, dovecot: &Dovecot) -> String {
    let account = deployment
        .post(
            at,
            "/accounts",
            json!({
                "provider": "imap", "email": "alice@example.test",
                "settings": { "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none",
                              "smtp_host": "127.0.0.1", "smtp_port": dovecot.submission_port().unwrap(), "smtp_security": "none" },
                "credentials": { "password": "alicepass" },
            }),
        )
        .await;
    account["data"]["id"].as_str().unwrap().to_string()
}

/// Waits (≤ 20 s) until `account`'s first pass is done, as `at` shows it.
async fn first_pass(deployment: &Deployment, at: &Serve, account: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let state: Value = deployment.get(at, &format!("/accounts/{account}")).await.json().await.unwrap();
        if !state["data"]["sync"]["last_synced_at"].is_null() {
            return;
        }
        assert!(Instant::now() < deadline, "no first pass: {state}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A send through instance `at` with `token` and, if given, an Idempotency-Key; its status.
async fn send(client: &reqwest::Client, at: &str, token: &str, account: &str, key: Option<&str>, n: u32) -> u16 {
    let mut request = client
        .post(format!("{at}/api/v1/accounts/{account}/send"))
        .bearer_auth(token)
        .json(&json!({"to": [{"email": "bob@example.test"}], "subject": format!("Report {n}"), "text": "Attached."}));
    if let Some(key) = key {
        request = request.header("Idempotency-Key", key);
    }
    request.send().await.unwrap().status().as_u16()
}

/// The same Idempotency-Key at two instances at once: one message leaves, and both callers get
/// the one answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_idempotency_key_at_two_instances_sends_once() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let account = connect_alice(&deployment, &a, &dovecot).await;
    let before = dovecot.relayed().len();
    for round in 0..3 {
        let key = format!("report-{round}");
        let sends: Vec<_> = [&a, &b, &a, &b]
            .iter()
            .map(|at| {
                let (client, at, token) = (deployment.client.clone(), at.http.clone(), deployment.token.clone());
                let (account, key) = (account.clone(), key.clone());
                tokio::spawn(async move { send(&client, &at, &token, &account, Some(&key), round).await })
            })
            .collect();
        for s in sends {
            assert_eq!(s.await.unwrap(), 200, "every caller gets the first answer");
        }
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    while dovecot.relayed().len() < before + 3 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // A window for a fourth message, were one sent (nothing to wait for but its absence).
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(dovecot.relayed().len() - before, 3, "one message per key");
}

/// A daily cap of 3 with sends racing at two instances: exactly 3 leave.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_send_cap_holds_across_instances() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let account = connect_alice(&deployment, &a, &dovecot).await;
    let grants = json!([{"accounts": [account], "allow": ["send"], "max_sends_per_day": 3}]);
    let user = deployment.post(&b, "/users", json!({"name": "reporter", "grants": grants})).await;
    let user_id = user["data"]["id"].as_str().unwrap();
    let token = deployment.post(&a, &format!("/users/{user_id}/tokens"), json!({"name": "cron"})).await;
    let token = token["token"].as_str().unwrap().to_string();
    let before = dovecot.relayed().len();
    let sends: Vec<_> = (0..8u32)
        .map(|n| {
            let at = if n % 2 == 0 { a.http.clone() } else { b.http.clone() };
            let (client, token, account) = (deployment.client.clone(), token.clone(), account.clone());
            tokio::spawn(async move { send(&client, &at, &token, &account, None, n).await })
        })
        .collect();
    let mut statuses = Vec::new();
    for s in sends {
        statuses.push(s.await.unwrap());
    }
    statuses.sort();
    assert_eq!(statuses, [200, 200, 200, 429, 429, 429, 429, 429]);
    // A window for a fourth message, were one relayed late.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(dovecot.relayed().len() - before, 3);
}

/// The `message.created` entries of the feed after `cursor`, read through `at`, as (message id,
/// subject), until `count` have come or `within` has passed; and the cursor after them.
async fn created(
    deployment: &Deployment,
    at: &Serve,
    mut cursor: String,
    count: usize,
    within: Duration,
) -> (Vec<(String, String)>, String) {
    let deadline = Instant::now() + within;
    let mut found = Vec::new();
    while found.len() < count && Instant::now() < deadline {
        let page: Value = deployment.get(at, &format!("/changes?since={cursor}&limit=100")).await.json().await.unwrap();
        for entry in page["data"].as_array().unwrap() {
            if entry["type"] == "message.created" {
                let id = entry["message_id"].as_str().unwrap().to_string();
                let message: Value = deployment.get(at, &format!("/messages/{id}")).await.json().await.unwrap();
                found.push((id, message["data"]["subject"].as_str().unwrap_or_default().to_string()));
            }
        }
        cursor = page["cursor"].as_str().unwrap().to_string();
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (found, cursor)
}

fn mail(subject: &str) -> Vec<u8> {
    format!("From: Bob <bob@example.test>\r\nTo: alice@example.test\r\nSubject: {subject}\r\nMessage-ID: <{subject}@example.test>\r\n\r\nHello.\r\n")
        .into_bytes()
}

/// Each account is synced by one instance at a time; when that instance is killed (SIGKILL)
/// while another client changes the mailbox, another instance takes the account over within
/// 30 s, and the feed has every change once: no gap, no duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_instances_accounts_are_taken_over_without_gap_or_duplicate() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut deployment = Deployment::new().await;
    let (mut a, b) = (deployment.start(), deployment.start());
    let account = connect_alice(&deployment, &a, &dovecot).await;
    first_pass(&deployment, &b, &account).await;
    let start: Value = deployment.get(&b, "/changes").await.json().await.unwrap();
    let cursor = start["cursor"].as_str().unwrap().to_string();

    dovecot.deliver_to_maildir("alice@example.test", &mail("before"));
    let (seen, cursor) = created(&deployment, &b, cursor, 1, Duration::from_secs(20)).await;
    assert_eq!(seen.iter().map(|(_, s)| s.as_str()).collect::<Vec<_>>(), ["before"], "synced by a");

    // The holder dies between two changes by another client.
    a.child.kill().unwrap();
    a.child.wait().unwrap();
    let killed = Instant::now();
    dovecot.deliver_to_maildir("alice@example.test", &mail("during-1"));
    dovecot.deliver_to_maildir("alice@example.test", &mail("during-2"));
    let (seen, cursor) = created(&deployment, &b, cursor, 2, Duration::from_secs(40)).await;
    let took = killed.elapsed();
    let mut subjects: Vec<&str> = seen.iter().map(|(_, s)| s.as_str()).collect();
    subjects.sort();
    assert_eq!(subjects, ["during-1", "during-2"], "each change once, after {took:?}");
    assert!(took < Duration::from_secs(30), "taken over in {took:?}");
    eprintln!("a killed instance's account was synced again by the other after {took:?}");

    // Nothing more: no duplicate of what either instance wrote.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (more, _) = created(&deployment, &b, cursor, 1, Duration::from_millis(300)).await;
    assert!(more.is_empty(), "{more:?}");
    let list: Value = deployment.get(&b, &format!("/accounts/{account}/messages?limit=10")).await.json().await.unwrap();
    assert_eq!(list["data"].as_array().unwrap().len(), 3);
}

/// The caps on waits per token and on change streams per user count what every instance holds:
/// a token holding its two waits on one instance gets a 429 for a third on the other, and may
/// wait again once one ends; the same for a user's one change stream.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn caps_on_waits_and_streams_hold_across_instances() {
    let mut deployment = Deployment::new().await;
    let flags = ["--waits-per-token", "2", "--streams-per-user", "1"];
    let (a, b) = (deployment.start_with(&flags), deployment.start_with(&flags));
    let inbox = deployment.post(&a, "/inboxes", json!({})).await;
    let id = inbox["data"]["id"].as_str().unwrap().to_string();
    let wait = |at: &Serve, seconds: u32| {
        let url = format!("{}/api/v1/inboxes/{id}/messages/wait?timeout={seconds}", at.http);
        deployment.client.get(url).bearer_auth(&deployment.token).send()
    };
    let held: Vec<_> = [wait(&a, 3), wait(&a, 3)].into_iter().map(tokio::spawn).collect();
    deployment.until_waits_open(&a, 2).await;
    let third = wait(&b, 1).await.unwrap();
    assert_eq!(third.status(), 429, "the token's two waits are held on the other instance");
    assert_eq!(third.json::<Value>().await.unwrap()["error"]["code"], "too_many_wait_requests");
    for h in held {
        assert_eq!(h.await.unwrap().unwrap().status(), 204);
    }
    assert_eq!(wait(&b, 1).await.unwrap().status(), 204, "free again once they ended");

    let stream = |at: &Serve| {
        deployment.client.get(format!("{}/api/v1/changes/stream", at.http)).bearer_auth(&deployment.token).send()
    };
    let open = stream(&a).await.unwrap();
    assert_eq!(open.status(), 200);
    let second = stream(&b).await.unwrap();
    assert_eq!(second.status(), 429, "the user's stream is open on the other instance");
    assert_eq!(second.json::<Value>().await.unwrap()["error"]["code"], "too_many_streams");
    drop(open);
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let again = stream(&b).await.unwrap();
        if again.status() == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "the closed stream's hold was never given back");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A token's request rate is one bucket for the deployment: its burst of 10 is used up by
/// requests spread over both instances.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tokens_request_rate_holds_across_instances() {
    let mut deployment = Deployment::new().await;
    // 6 a minute: the burst (10) is all a few seconds allow.
    let flags = ["--requests-per-minute", "6"];
    let (a, b) = (deployment.start_with(&flags), deployment.start_with(&flags));
    let mut statuses = Vec::new();
    for n in 0..14 {
        let at = if n % 2 == 0 { &a } else { &b };
        statuses.push(deployment.get(at, "/inboxes").await.status().as_u16());
    }
    assert_eq!(statuses.iter().filter(|s| **s == 200).count(), 10, "{statuses:?}");
    assert!(statuses[10..].iter().all(|s| *s == 429), "{statuses:?}");
    let refused = deployment.get(&a, "/inboxes").await;
    let retry: u64 = refused.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=10).contains(&retry), "one more in {retry} s at 6 a minute");
}

/// `postern key rotate --database-url` while two instances run: the data key is replaced, every
/// credential re-sealed, the old key forgotten, and both instances open the credentials (they are
/// told, or reload when they meet the new key), including one an instance sealed after the
/// rotation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keys_rotate_while_instances_run() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let account = connect_alice(&deployment, &a, &dovecot).await;
    let verify = async |at: &Serve| {
        let answer = deployment.post(at, &format!("/accounts/{account}/verify"), json!({})).await;
        answer["data"]["verification"]["ok"] == true
    };
    assert!(verify(&b).await, "b opens what a sealed");

    let rotate = |master_key: &str| {
        Command::new(env!("CARGO_BIN_EXE_postern"))
            .args(["key", "rotate", "--data"])
            .arg(deployment.db.dir().join("rotation"))
            .args(["--database-url", &deployment.db.url().unwrap()])
            .env("POSTERN_MASTER_KEY", master_key)
            .output()
            .unwrap()
    };
    let rotated = rotate(MASTER_KEY);
    let said = String::from_utf8_lossy(&rotated.stdout);
    assert!(rotated.status.success(), "{said} {}", String::from_utf8_lossy(&rotated.stderr));
    assert!(said.starts_with("re-sealed 1 credential(s) under the new data key"), "{said}");
    for at in [&a, &b] {
        assert!(verify(at).await, "opened after the rotation at {}", at.http);
    }
    // Sealed again by b under the new key, opened by a.
    let settings = json!({"credentials": {"password": "alicepass"}});
    let r = deployment.client.patch(format!("{}/api/v1/accounts/{account}", b.http)).bearer_auth(&deployment.token);
    assert!(r.json(&settings).send().await.unwrap().status().is_success());
    assert!(verify(&a).await);

    // A master key other than the one that sealed the data keys opens nothing: the instance
    // does not start.
    let wrong = rotate(&"00".repeat(32));
    assert!(!wrong.status.success());
    assert!(verify(&b).await, "nothing changed");
}

/// Commits made through one instance reach what is open on the other: its change stream (SSE)
/// gets mail delivered through the other's SMTP, and a wait on a folder of an account the other
/// instance syncs is answered by that instance's pass.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn streams_and_folder_waits_hear_the_other_instance() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let inbox = deployment.post(&a, "/inboxes", json!({})).await;
    let address = inbox["data"]["address"].as_str().unwrap().to_string();

    let mut stream = deployment.get(&a, "/changes/stream").await;
    assert_eq!(stream.status(), 200);
    deliver(b.smtp, &address, "Streamed", "Nothing to see.").await;
    let mut seen = String::new();
    let heard = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(chunk) = stream.chunk().await.unwrap() {
            seen.push_str(&String::from_utf8_lossy(&chunk));
            if seen.contains("event: message.received") {
                return;
            }
        }
    })
    .await;
    assert!(heard.is_ok(), "the stream on a heard nothing of b's delivery: {seen}");
    drop(stream);

    // alice's account is synced by a (it connected it and holds the lease); b waits on its inbox.
    let account = connect_alice(&deployment, &a, &dovecot).await;
    first_pass(&deployment, &b, &account).await;
    let url = format!("{}/api/v1/accounts/{account}/messages/wait?timeout=20&require=otp", b.http);
    let wait = deployment.client.get(url).bearer_auth(&deployment.token).send();
    let waiting = tokio::spawn(wait);
    deployment.until_waits_open(&b, 1).await;
    let code = "Subject: Your code\r\nMessage-ID: <code@example.test>\r\n\r\nYour verification code is 731904.\r\n";
    dovecot.deliver_to_maildir("alice@example.test", code.as_bytes());
    let answer = waiting.await.unwrap().unwrap();
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.json::<Value>().await.unwrap()["data"]["otp"], "731904");
}

/// A wait at one instance hurries the account's sync at the instance that holds its lease (a
/// nudge through PostgreSQL): a POP3 account polled once an hour here is asked every second
/// while the wait lasts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wait_at_one_instance_hurries_the_sync_at_the_other() {
    let dovecot = Dovecot::start();
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let account = deployment
        .post(
            &a,
            "/accounts",
            json!({
                "provider": "pop3", "email": "alice@example.test",
                "settings": { "pop3_host": "127.0.0.1", "pop3_port": dovecot.pop3_port(), "pop3_security": "none",
                              "poll_seconds": 3600 },
                "credentials": { "password": "alicepass" },
            }),
        )
        .await;
    let account = account["data"]["id"].as_str().unwrap().to_string();
    first_pass(&deployment, &b, &account).await;
    // b does not sync it: a connected it and holds the lease.
    let url = format!("{}/api/v1/accounts/{account}/messages/wait?timeout=20&require=otp", b.http);
    let waiting = tokio::spawn(deployment.client.get(url).bearer_auth(&deployment.token).send());
    deployment.until_waits_open(&b, 1).await;
    let started = Instant::now();
    let code = "Subject: Your receipt\r\nMessage-ID: <receipt@example.test>\r\n\r\nYour code is 550192.\r\n";
    dovecot.deliver_to_maildir("alice@example.test", code.as_bytes());
    let answer = waiting.await.unwrap().unwrap();
    assert_eq!(answer.status(), 200);
    let answer: Value = answer.json().await.unwrap();
    assert_eq!(answer["data"]["otp"], "550192", "{answer}");
    assert!(started.elapsed() < Duration::from_secs(10), "{:?}", started.elapsed());
}

/// A provider's push that reaches an instance that does not sync the account (a load balancer
/// chose it) wakes the sync at the instance that does: Graph's change notification goes to b,
/// whose public URL both instances name; a, which holds the lease, makes the pass at once
/// instead of at its once-a-minute net.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_push_at_one_instance_wakes_the_sync_at_the_other() {
    use postern_testkit::microsoft::FakeMicrosoft;
    const ADELE: &str = "adele@contoso.test";
    let fake = FakeMicrosoft::start();
    fake.add_user(ADELE);
    let mut deployment = Deployment::new().await;
    let secret = deployment.db.dir().join("microsoft-secret");
    std::fs::write(&secret, "app-secret-4711").unwrap();
    let (authority, graph) = (fake.url(), fake.graph());
    let flags = [
        "--microsoft-client-id",
        "postern-instances-test",
        "--microsoft-client-secret-file",
        secret.to_str().unwrap(),
        "--microsoft-authority",
        &authority,
        "--microsoft-graph",
        &graph,
    ];
    let b = deployment.start_public(&flags);
    let public_url = b.http.clone();
    let a = deployment.start_with(&[&flags[..], &["--public-url", &public_url]].concat());

    // Connected through a (the device flow polls from a, and a's task takes the lease).
    let started = deployment.post(&a, "/oauth/microsoft/device", json!({})).await;
    fake.approve_device(started["data"]["user_code"].as_str().unwrap(), ADELE);
    let sign_in = started["data"]["id"].as_str().unwrap().to_string();
    let deadline = Instant::now() + Duration::from_secs(20);
    let account = loop {
        let now: Value = deployment.get(&a, &format!("/oauth/sign-ins/{sign_in}")).await.json().await.unwrap();
        if now["data"]["status"] == "connected" {
            break now["data"]["account_id"].as_str().unwrap().to_string();
        }
        assert!(Instant::now() < deadline, "not connected: {now}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    first_pass(&deployment, &b, &account).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while fake.subscriptions(ADELE).is_empty() {
        assert!(Instant::now() < deadline, "no subscription");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let subscription = fake.subscriptions(ADELE)[0].clone();
    assert!(subscription.notification_url.starts_with(&public_url), "{subscription:?}");
    // The first pass has ended (`first_pass`); the next comes with the push, or a minute on.

    let delivered = fake.notifications_delivered();
    let started = Instant::now();
    let mime = "From: s@service.test\r\nTo: adele@contoso.test\r\nSubject: Pushed across\r\nMessage-ID: <pushed@test>\r\n\r\nhi\r\n";
    fake.deliver(ADELE, "inbox", mime.as_bytes());
    loop {
        let listed: Value =
            deployment.get(&b, &format!("/accounts/{account}/messages?folder=inbox")).await.json().await.unwrap();
        if listed.to_string().contains("Pushed across") {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "not synced at once: {listed}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(fake.notifications_delivered() > delivered, "Graph told b");
}

/// With two instances, each event goes to a webhook endpoint once, not once per instance, and
/// in the log's order, whichever instance took the mail.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_event_goes_to_a_webhook_once_whatever_the_instances() {
    let mut deployment = Deployment::new().await;
    let (a, b) = (deployment.start(), deployment.start());
    let inbox = deployment.post(&a, "/inboxes", json!({})).await;
    let (id, address) = (inbox["data"]["id"].as_str().unwrap(), inbox["data"]["address"].as_str().unwrap());
    let hooks = postern_testkit::hooks::Receiver::start().await;
    let created = deployment.post(&b, "/webhooks", json!({ "url": hooks.url, "inboxes": [id] })).await;
    assert!(created["data"]["secret"].as_str().unwrap().starts_with("whsec_"));
    const MAILS: usize = 20;
    for n in 0..MAILS {
        let through = if n % 2 == 0 { a.smtp } else { b.smtp };
        deliver(through, address, &format!("Mail {n}"), "hello").await;
    }
    assert!(hooks.until(MAILS, Duration::from_secs(30)).await, "posts: {}", hooks.count());
    // Time for a second post of anything, were there one.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let posts = hooks.posts();
    let mut ids: Vec<&str> = posts.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), MAILS, "each event once: {ids:?}");
    let in_order: Vec<String> =
        posts.iter().map(|p| p.json()["data"]["message_id"].as_str().unwrap().to_string()).collect();
    let feed: Value = deployment.get(&a, "/changes?since=chg_0&limit=100").await.json().await.unwrap();
    let logged: Vec<String> = feed["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] == "message.received")
        .map(|c| c["message_id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(in_order, logged, "in the log's order");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), MAILS);
}
