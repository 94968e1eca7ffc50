//! The `changes` part: changing account mail and reading the change feed.
//! - a batch flag update of 1,000 messages of a connected account (10 × `POST /messages/batch`
//!   of 100 ids), against a throwaway Dovecot;
//! - how many feed entries per second a consumer reads (`GET /changes`, pages of 1,000);
//! - Server-Sent Events latency: SMTP end-of-data of a message to an inbox → its
//!   `message.received` event on an open `/changes/stream`.

use crate::{Server, create_inboxes, message_of, percentile, smtp, start};
use anyhow::{Context, Result, bail};
use postern_testkit::Dovecot;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const USER: &str = "alice@example.test";

async fn json_of(request: reqwest::RequestBuilder) -> Result<Value> {
    let response = request.send().await?;
    let status = response.status();
    let body: Value = response.json().await?;
    if !status.is_success() {
        bail!("{status}: {body}");
    }
    Ok(body)
}

pub async fn run(bin: &str) -> Result<()> {
    let dovecot = Dovecot::start();
    for i in 0..1000 {
        let raw = format!(
            "From: a{i}@sender.test\r\nTo: {USER}\r\nSubject: batch {i}\r\nMessage-ID: <b{i}@bench.test>\r\n\r\nbody {i}\r\n"
        );
        dovecot.deliver_to_maildir(USER, raw.as_bytes());
    }
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    let client = reqwest::Client::new();
    let api = format!("{}/api/v1", s.http);
    let account = json_of(client.post(format!("{api}/accounts")).bearer_auth(&s.token).json(&json!({
        "provider": "imap", "email": USER,
        "settings": { "imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none" },
        "credentials": { "password": "alicepass" },
    })))
    .await?;
    let account = account["data"]["id"].as_str().context("account id")?.to_string();
    let started = Instant::now();
    let mut ids = Vec::new();
    while ids.len() < 1000 {
        ids.clear();
        let mut cursor: Option<String> = None;
        loop {
            let mut url = format!("{api}/accounts/{account}/messages?folder=inbox&limit=100");
            if let Some(c) = &cursor {
                url.push_str(&format!("&cursor={c}"));
            }
            let page = json_of(client.get(&url).bearer_auth(&s.token)).await.unwrap_or(Value::Null);
            for m in page["data"].as_array().into_iter().flatten() {
                ids.push(m["id"].as_str().unwrap_or_default().to_string());
            }
            match page["pagination"]["next_cursor"].as_str() {
                Some(next) => cursor = Some(next.to_string()),
                None => break,
            }
        }
        if started.elapsed() > Duration::from_secs(60) {
            bail!("the account did not sync 1,000 messages");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (round, starred) in [(1, true), (2, false)] {
        let t = Instant::now();
        let mut per_batch = Vec::new();
        for chunk in ids.chunks(100) {
            let b = Instant::now();
            let results = json_of(
                client
                    .post(format!("{api}/messages/batch"))
                    .bearer_auth(&s.token)
                    .json(&json!({ "ids": chunk, "update": { "starred": starred } })),
            )
            .await?;
            if results["data"].as_array().is_none_or(|r| r.iter().any(|x| x["ok"] != true)) {
                bail!("a batch failed: {results}");
            }
            per_batch.push(b.elapsed());
        }
        per_batch.sort();
        println!(
            "batch flag update of 1000 messages (round {round}, starred={starred}, 10 x 100 ids, sequential): {:.0} ms in all, per batch of 100 p50 {:.1} ms, max {:.1} ms",
            t.elapsed().as_secs_f64() * 1e3,
            percentile(&per_batch, 0.5).as_secs_f64() * 1e3,
            per_batch[per_batch.len() - 1].as_secs_f64() * 1e3
        );
    }
    feed(&s, &client, &api).await?;
    stream_latency(&s, &client, &api, 200).await
}

/// Fills the feed with 20,000 inbox deliveries, then reads all of it from the start.
async fn feed(s: &Server, client: &reqwest::Client, api: &str) -> Result<()> {
    let start_cursor = json_of(client.get(format!("{api}/changes")).bearer_auth(&s.token)).await?["cursor"]
        .as_str()
        .context("cursor")?
        .to_string();
    let inboxes = create_inboxes(s, 10).await?;
    let mut senders = Vec::new();
    for (_, address) in inboxes {
        let smtp = s.smtp.clone();
        senders.push(tokio::spawn(async move {
            let mut c = smtp::Connection::open(&smtp).await?;
            for i in 0..2000 {
                c.send(&address, &message_of(1024, &address, i)).await?;
            }
            c.quit().await
        }));
    }
    for sender in senders {
        sender.await??;
    }
    let t = Instant::now();
    let mut cursor = start_cursor;
    let mut read = 0usize;
    loop {
        let page =
            json_of(client.get(format!("{api}/changes?since={cursor}&limit=1000")).bearer_auth(&s.token)).await?;
        read += page["data"].as_array().map_or(0, Vec::len);
        cursor = page["cursor"].as_str().context("cursor")?.to_string();
        if page["pagination"]["has_more"] != true {
            break;
        }
    }
    let took = t.elapsed();
    println!(
        "change feed: {read} entries read in pages of 1000 in {:.0} ms: {:.0} entries/s",
        took.as_secs_f64() * 1e3,
        read as f64 / took.as_secs_f64()
    );
    Ok(())
}

/// End-of-data of one message → its event on an open SSE stream, `rounds` times.
async fn stream_latency(s: &Server, client: &reqwest::Client, api: &str, rounds: u32) -> Result<()> {
    let (_, address) = create_inboxes(s, 1).await?.remove(0);
    let mut stream = client.get(format!("{api}/changes/stream")).bearer_auth(&s.token).send().await?;
    let mut c = smtp::Connection::open(&s.smtp).await?;
    let mut buffer = String::new();
    let mut samples = Vec::new();
    for i in 0..rounds {
        let sent = c.send(&address, &message_of(1024, &address, i)).await?;
        loop {
            if let Some(end) = buffer.find("\n\n") {
                let block: String = buffer.drain(..end + 2).collect();
                if block.contains("event: message.received") {
                    samples.push(sent.elapsed());
                    break;
                }
                continue;
            }
            let chunk =
                tokio::time::timeout(Duration::from_secs(10), stream.chunk()).await??.context("stream ended")?;
            buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
    c.quit().await?;
    samples.sort();
    println!(
        "SSE /changes/stream, SMTP end-of-data -> message.received event ({rounds} rounds): p50 {:.2} ms, p99 {:.2} ms",
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.99).as_secs_f64() * 1e3
    );
    Ok(())
}
