//! The same mailbox through three providers: IMAP on Dovecot, JMAP on Cyrus, POP3 on Dovecot.
//! For each: the first sync (account created → every message listed, the account idle), and
//! new mail → a folder wait's answer (someone waits: the provider is polled fast or pushes)
//! and → listed with nobody waiting (the provider's own pace: IDLE for IMAP, the poll interval
//! for JMAP on Cyrus, which has no push, and for POP3).

use crate::{Server, start};
use anyhow::{Context, Result, bail};
use postern_testkit::{Cyrus, Dovecot};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const USER: &str = "alice@example.test";
/// New-mail rounds per provider.
const ROUNDS: usize = 10;
/// The timeout of each wait.
const WAIT_SECONDS: u64 = 10;

/// A message of the generated mailbox: a few KB, as newsletters and notifications are.
pub(crate) fn message(i: usize) -> Vec<u8> {
    let body = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(30);
    format!(
        "From: Sender {s} <sender{s}@example.org>\r\nTo: {USER}\r\nSubject: Message {i} about topic {t}\r\nMessage-ID: <m{i}@bench.test>\r\nDate: Tue, 1 Dec 2026 {h:02}:{m:02}:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
        s = i % 97,
        t = i % 13,
        h = (i / 60) % 24,
        m = i % 60
    )
    .into_bytes()
}

fn code_mail(side: &str, round: usize, code: u32) -> (String, Vec<u8>) {
    let subject = format!("Bench {side} code {round}");
    let raw = format!(
        "From: svc@example.test\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <code-{side}-{round}@bench.test>\r\n\r\nYour verification code is {code}.\r\n"
    );
    (subject, raw.into_bytes())
}

struct Figures {
    first_sync: Duration,
    /// From the end of the first sync until every body is in the full-text index.
    bodies: Duration,
    waited: Vec<Duration>,
    unwaited: Vec<Duration>,
}

pub(crate) async fn get(client: &reqwest::Client, s: &Server, path: &str) -> Result<Value> {
    let response = client.get(format!("{}/api/v1{path}", s.http)).bearer_auth(&s.token).send().await?;
    Ok(response.json().await?)
}

/// Connects the account, then waits until the inbox lists `n` messages and the sync is idle.
async fn first_sync(client: &reqwest::Client, s: &Server, account: Value, n: usize) -> Result<(String, Duration)> {
    let started = Instant::now();
    let response =
        client.post(format!("{}/api/v1/accounts", s.http)).bearer_auth(&s.token).json(&account).send().await?;
    let created: Value = response.json().await?;
    let id = created["data"]["id"].as_str().with_context(|| format!("no account: {created}"))?.to_string();
    synced(client, s, &id, n).await?;
    Ok((id, started.elapsed()))
}

/// Waits until the account's inbox lists `n` messages and its sync is idle.
/// Signs the fake provider's user in at `provider` through the browser flow (the bench plays
/// the browser); returns the account id.
pub(crate) async fn sign_in(s: &Server, provider: &str) -> Result<String> {
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build()?;
    let started: Value = client
        .post(format!("{}/api/v1/oauth/{provider}/start", s.http))
        .bearer_auth(&s.token)
        .json(&json!({}))
        .send()
        .await?
        .json()
        .await?;
    let url = started["data"]["url"].as_str().with_context(|| format!("no sign-in: {started}"))?;
    let at_provider = client.get(url).send().await?;
    let back = at_provider.headers().get("location").context("no redirect")?.to_str()?.to_string();
    let done: Value = client.get(&back).header("accept", "application/json").send().await?.json().await?;
    Ok(done["data"]["account_id"].as_str().with_context(|| format!("not connected: {done}"))?.to_string())
}

/// Waits until a message with `subject` is listed in the account's inbox.
pub(crate) async fn listed(
    client: &reqwest::Client,
    s: &Server,
    id: &str,
    subject: &str,
    limit: Duration,
) -> Result<()> {
    let started = Instant::now();
    loop {
        let page = get(client, s, &format!("/accounts/{id}/messages?folder=inbox&limit=5")).await?;
        if page["data"].as_array().into_iter().flatten().any(|m| m["subject"] == subject) {
            return Ok(());
        }
        if started.elapsed() > limit {
            bail!("{subject:?} not listed after {limit:?}");
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// New mail → listed in the inbox, `rounds` times at 0.3, 2 and 3.7 s apart (`deliver` gets a
/// message's source, with a subject the round makes); the samples, sorted.
pub(crate) async fn new_mail_latency(
    client: &reqwest::Client,
    s: &Server,
    id: &str,
    rounds: usize,
    tag: &str,
    deliver: impl Fn(&[u8]),
) -> Result<Vec<Duration>> {
    let mut samples = Vec::new();
    for round in 0..rounds {
        tokio::time::sleep(Duration::from_millis(300 + 1700 * (round % 3) as u64)).await;
        let subject = format!("new {tag} {round}");
        let raw = format!(
            "From: a@example.org\r\nTo: someone@example.org\r\nSubject: {subject}\r\nMessage-ID: <n{round}-{tag}@bench.test>\r\n\r\nHello\r\n"
        );
        let sent = Instant::now();
        deliver(raw.as_bytes());
        listed(client, s, id, &subject, Duration::from_secs(60)).await?;
        samples.push(sent.elapsed());
    }
    samples.sort();
    Ok(samples)
}

pub(crate) async fn synced(client: &reqwest::Client, s: &Server, id: &str, n: usize) -> Result<()> {
    let started = Instant::now();
    loop {
        let shown = get(client, s, &format!("/accounts/{id}")).await?;
        let folders = get(client, s, &format!("/accounts/{id}/folders")).await?;
        let inbox = folders["data"].as_array().into_iter().flatten().find(|f| f["role"] == "inbox");
        let listed = inbox.and_then(|f| f["message_count"].as_u64()).unwrap_or(0) as usize;
        if listed >= n && shown["data"]["sync"]["state"] == "idle" {
            return Ok(());
        }
        if started.elapsed() > Duration::from_secs(900) {
            bail!("first sync not done after 15 minutes ({listed} of {n})");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Waits until the account's bodies are all in the full-text index.
async fn bodies_indexed(client: &reqwest::Client, s: &Server, id: &str) -> Result<Duration> {
    let started = Instant::now();
    loop {
        let shown = get(client, s, &format!("/accounts/{id}")).await?;
        if shown["data"]["sync"]["bodies"] == "complete" {
            return Ok(started.elapsed());
        }
        if started.elapsed() > Duration::from_secs(900) {
            bail!("bodies not indexed after 15 minutes");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// New mail → the answer of a wait on the inbox, and → listed with nobody waiting.
async fn new_mail(
    client: &reqwest::Client,
    s: &Server,
    id: &str,
    side: &str,
    deliver: &dyn Fn(&[u8]),
) -> Result<(Vec<Duration>, Vec<Duration>)> {
    let mut waited = Vec::new();
    for round in 0..ROUNDS {
        let wait = client
            .get(format!(
                "{}/api/v1/accounts/{id}/messages/wait?folder=inbox&require=otp&timeout={WAIT_SECONDS}",
                s.http
            ))
            .bearer_auth(&s.token)
            .send();
        let waiting = tokio::spawn(wait);
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (_, raw) = code_mail(side, round, 400_000 + round as u32);
        let sent = Instant::now();
        deliver(&raw);
        let answer = waiting.await??;
        if answer.status() != 200 {
            bail!("{side}: the wait answered {}", answer.status());
        }
        waited.push(sent.elapsed());
    }
    // A wait hurries the account until its timeout, answered or not: past it, nobody waits.
    tokio::time::sleep(Duration::from_secs(WAIT_SECONDS + 1)).await;
    let mut unwaited = Vec::new();
    for round in 0..5 {
        // Rounds start at different points of the provider's poll interval.
        tokio::time::sleep(Duration::from_millis(700 + 1100 * round as u64)).await;
        let (subject, raw) = code_mail(&format!("{side}-quiet"), round, 500_000 + round as u32);
        let sent = Instant::now();
        deliver(&raw);
        loop {
            let page = get(client, s, &format!("/accounts/{id}/messages?folder=inbox&limit=5")).await?;
            if page["data"].as_array().into_iter().flatten().any(|m| m["subject"] == subject.as_str()) {
                break;
            }
            if sent.elapsed() > Duration::from_secs(120) {
                bail!("{side}: new mail not listed after 120 s");
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        unwaited.push(sent.elapsed());
    }
    Ok((waited, unwaited))
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn print(side: &str, n: usize, f: &Figures) {
    println!(
        "{side}: first sync of {n} messages {:.2} s ({:.0} msg/s), bodies in the full-text index {:.1} s later; new mail → wait answered p50 {:.0} ms, max {:.0} ms ({ROUNDS} rounds); new mail → listed, nobody waiting, p50 {:.2} s",
        f.first_sync.as_secs_f64(),
        n as f64 / f.first_sync.as_secs_f64(),
        f.bodies.as_secs_f64(),
        median(f.waited.clone()).as_secs_f64() * 1e3,
        f.waited.iter().max().copied().unwrap_or_default().as_secs_f64() * 1e3,
        median(f.unwaited.clone()).as_secs_f64(),
    );
}

pub async fn run(bin: &str, n: usize, pop3_n: usize) -> Result<()> {
    let client = reqwest::Client::new();
    let mailbox: Vec<Vec<u8>> = (0..n).map(message).collect();

    // IMAP on Dovecot.
    let dovecot = Dovecot::start();
    for raw in &mailbox {
        dovecot.deliver_to_maildir(USER, raw);
    }
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    let account = json!({ "provider": "imap", "email": USER,
        "settings": { "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none" },
        "credentials": { "password": "alicepass" } });
    let (id, first) = first_sync(&client, &s, account, n).await?;
    let bodies = bodies_indexed(&client, &s, &id).await?;
    let (waited, unwaited) = new_mail(&client, &s, &id, "imap", &|raw| {
        dovecot.deliver_to_maildir(USER, raw);
    })
    .await?;
    print("IMAP (Dovecot)", n, &Figures { first_sync: first, bodies, waited, unwaited });
    drop(s);
    drop(dovecot);

    // JMAP on Cyrus, the same mailbox.
    let cyrus = Cyrus::start();
    let delivering = Instant::now();
    for raw in &mailbox {
        cyrus.deliver("alice", raw);
    }
    println!("(Cyrus took {n} messages by LMTP in {:.1} s)", delivering.elapsed().as_secs_f64());
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    let account = json!({ "provider": "jmap", "email": USER,
        "settings": { "jmap_url": cyrus.base_url(), "username": "alice" },
        "credentials": { "password": "alicepass" } });
    let (id, first) = first_sync(&client, &s, account, n).await?;
    let bodies = bodies_indexed(&client, &s, &id).await?;
    let (waited, unwaited) = new_mail(&client, &s, &id, "jmap", &|raw| cyrus.deliver("alice", raw)).await?;
    print(
        "JMAP (Cyrus, polled every 5 s, every 250 ms while someone waits)",
        n,
        &Figures { first_sync: first, bodies, waited, unwaited },
    );
    drop(s);
    drop(cyrus);

    // POP3 on Dovecot.
    let dovecot = Dovecot::start();
    for raw in mailbox.iter().take(pop3_n) {
        dovecot.deliver_to_maildir(USER, raw);
    }
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    let account = json!({ "provider": "pop3", "email": USER,
        "settings": { "pop3_host": "127.0.0.1", "pop3_port": dovecot.pop3_port(), "pop3_security": "none", "poll_seconds": 5 },
        "credentials": { "password": "alicepass" } });
    let (id, first) = first_sync(&client, &s, account, pop3_n).await?;
    let bodies = bodies_indexed(&client, &s, &id).await?;
    let (waited, unwaited) = new_mail(&client, &s, &id, "pop3", &|raw| {
        dovecot.deliver_to_maildir(USER, raw);
    })
    .await?;
    print(
        "POP3 (Dovecot, polled every 5 s, every second while someone waits)",
        pop3_n,
        &Figures { first_sync: first, bodies, waited, unwaited },
    );
    Ok(())
}
