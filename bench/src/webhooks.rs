//! The `webhooks` part: the event log posted to endpoints on loopback (`postern_testkit::hooks`,
//! a bare HTTP/1.1 receiver answering at once):
//! - SMTP end-of-data of a message with a code → its post received, 200 rounds;
//! - posts per second to one endpoint and to 50, each catching up from a paused cursor;
//! - a catch-up of `BENCH_WEBHOOK_EVENTS` (default 100,000) events by one endpoint;
//! - 1,000 endpoints (10 users × 100) whose receiver answers 500: the server's RSS and
//!   `/healthz` latency while they are retried.

use crate::{Server, message_of, percentile, rss_kib, smtp, start};
use anyhow::{Context, Result, bail};
use postern_testkit::hooks::Receiver;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

async fn api(s: &Server, token: &str, method: reqwest::Method, path: &str, body: Value) -> Result<Value> {
    let response = reqwest::Client::new()
        .request(method, format!("{}/api/v1{path}", s.http))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await?;
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    if !status.is_success() {
        bail!("{path}: {status}: {body}");
    }
    Ok(body)
}

async fn inbox(s: &Server, token: &str) -> Result<(String, String)> {
    let made = api(s, token, reqwest::Method::POST, "/inboxes", json!({})).await?;
    Ok((made["data"]["id"].as_str().context("id")?.into(), made["data"]["address"].as_str().context("address")?.into()))
}

async fn endpoint(s: &Server, token: &str, url: &str, inbox: &str, enabled: bool) -> Result<String> {
    let body = json!({ "url": url, "inboxes": [inbox], "enabled": enabled });
    let made = api(s, token, reqwest::Method::POST, "/webhooks", body).await?;
    Ok(made["data"]["id"].as_str().context("webhook id")?.to_string())
}

async fn enable(s: &Server, id: &str) -> Result<()> {
    api(s, &s.token, reqwest::Method::PATCH, &format!("/webhooks/{id}"), json!({ "enabled": true })).await.map(drop)
}

/// `n` messages to `address` over 10 connections.
async fn fill(s: &Server, address: &str, n: usize) -> Result<()> {
    let mut senders = Vec::new();
    for c in 0..10 {
        let (smtp, address) = (s.smtp.clone(), address.to_string());
        senders.push(tokio::spawn(async move {
            let mut connection = smtp::Connection::open(&smtp).await?;
            for i in (c..n).step_by(10) {
                connection.send(&address, &message_of(1024, &address, i as u32)).await?;
            }
            connection.quit().await
        }));
    }
    for sender in senders {
        sender.await??;
    }
    Ok(())
}

pub async fn run(bin: &str, catch_up: usize) -> Result<()> {
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    latency(&s, 200).await?;
    rate(&s, 1, 5_000).await?;
    rate(&s, 50, 1_000).await?;
    rate(&s, 1, catch_up).await?;
    drop(s);
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    failing(&s, 10, 100).await
}

async fn latency(s: &Server, rounds: u32) -> Result<()> {
    let hooks = Receiver::start().await;
    let (inbox, address) = inbox(s, &s.token).await?;
    endpoint(s, &s.token, &hooks.url, &inbox, true).await?;
    let mut c = smtp::Connection::open(&s.smtp).await?;
    let mut times = Vec::new();
    for round in 0..rounds {
        let code = 100_000 + round;
        let mut seen = hooks.count();
        let sent = c.send(&address, &message_of(5 * 1024, &address, code)).await?;
        let want = format!("{code:06}");
        let arrived = loop {
            if !hooks.until(seen + 1, Duration::from_secs(10)).await {
                bail!("no post within 10 s");
            }
            let posts = hooks.posts();
            if let Some(post) = posts[seen..].iter().find(|p| p.json()["data"]["otp"] == want.as_str()) {
                break post.at;
            }
            seen = posts.len();
        };
        times.push(arrived.duration_since(sent));
    }
    c.quit().await?;
    times.sort();
    println!(
        "webhook: SMTP end-of-data -> post received ({rounds} rounds, 5 KiB, one endpoint): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3
    );
    Ok(())
}

/// `endpoints` paused endpoints of one inbox, `events` messages to it, then all enabled at once:
/// posts per second until each endpoint had every event.
async fn rate(s: &Server, endpoints: usize, events: usize) -> Result<()> {
    let hooks = Receiver::start().await;
    hooks.forget_posts();
    let (inbox, address) = inbox(s, &s.token).await?;
    let mut ids = Vec::new();
    for _ in 0..endpoints {
        ids.push(endpoint(s, &s.token, &hooks.url, &inbox, false).await?);
    }
    let filled = Instant::now();
    fill(s, &address, events).await?;
    let filling = filled.elapsed();
    let started = Instant::now();
    for id in &ids {
        enable(s, id).await?;
    }
    let total = endpoints * events;
    if !hooks.until(total, Duration::from_secs(1800)).await {
        bail!("{} of {total} posts after 30 min", hooks.count());
    }
    let took = started.elapsed();
    println!(
        "webhook: {endpoints} endpoint(s) catching up on {events} events each ({total} posts; the events written in {:.1} s): {:.1} s, {:.0} posts/s",
        filling.as_secs_f64(),
        took.as_secs_f64(),
        total as f64 / took.as_secs_f64()
    );
    for id in &ids {
        api(s, &s.token, reqwest::Method::DELETE, &format!("/webhooks/{id}"), json!({})).await.ok();
    }
    Ok(())
}

/// `users` users with `each` endpoints apiece, all failing (500), each user's inbox sent one
/// message: the server's RSS and `/healthz` while they are retried.
async fn failing(s: &Server, users: usize, each: usize) -> Result<()> {
    let hooks = Receiver::start().await;
    hooks.forget_posts();
    hooks.answer_with(500);
    let before = rss_kib(s.child.id(), "VmRSS:");
    let mut inboxes = Vec::new();
    for u in 0..users {
        let grants = json!([{ "accounts": ["own"], "allow": ["inboxes"] }, { "allow": ["webhooks.manage"] }]);
        let user =
            api(s, &s.token, reqwest::Method::POST, "/users", json!({ "name": format!("hooks{u}"), "grants": grants }))
                .await?;
        let id = user["data"]["id"].as_str().context("user id")?;
        let token =
            api(s, &s.token, reqwest::Method::POST, &format!("/users/{id}/tokens"), json!({ "name": "bench" })).await?;
        let token = token["token"].as_str().context("token")?.to_string();
        let (inbox, address) = inbox(s, &token).await?;
        for _ in 0..each {
            endpoint(s, &token, &hooks.url, &inbox, true).await?;
        }
        inboxes.push(address);
    }
    let made = rss_kib(s.child.id(), "VmRSS:");
    for address in &inboxes {
        fill(s, address, 10).await?;
    }
    let client = reqwest::Client::new();
    let mut health = Vec::new();
    let started = Instant::now();
    let mut peak = 0;
    while started.elapsed() < Duration::from_secs(30) {
        let t = Instant::now();
        client.get(format!("{}/healthz", s.http)).send().await?.error_for_status()?;
        health.push(t.elapsed());
        peak = peak.max(rss_kib(s.child.id(), "VmRSS:"));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    health.sort();
    println!(
        "webhook: {} endpoints answering 500 ({users} users x {each}), 10 events each: {} posts in 30 s; server RSS {:.1} MB before, {:.1} MB with the endpoints made, peak {:.1} MB while they fail; /healthz p50 {:.2} ms, p99 {:.2} ms",
        users * each,
        hooks.count(),
        before as f64 / 1024.0,
        made as f64 / 1024.0,
        peak as f64 / 1024.0,
        percentile(&health, 0.5).as_secs_f64() * 1e3,
        percentile(&health, 0.99).as_secs_f64() * 1e3
    );
    Ok(())
}
