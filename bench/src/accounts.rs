//! Connected accounts against a real Dovecot: the initial sync of a large INBOX beside the floor
//! (a bare `UID FETCH 1:*` of the same headers by a minimal client), the API's latency while the
//! sync runs and after it, list and search under 20 concurrent clients, and new mail → a folder
//! wait's answer.

use crate::{Server, percentile, rss_kib, start};
use anyhow::{Context, Result, bail};
use postern_testkit::Dovecot;
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

const USER: &str = "alice@example.test";
const PASSWORD: &str = "alicepass";

fn message(i: usize) -> Vec<u8> {
    format!(
        "From: Sender {s} <sender{s}@example.test>\r\nTo: {USER}\r\nSubject: Message number {i}\r\nMessage-ID: <{i}@bench.test>\r\nDate: Mon, 30 Nov 2026 08:00:00 +0000\r\n\r\nBody of message {i}.\r\n",
        s = i % 100
    )
    .into_bytes()
}

/// Reads one IMAP response line with its literals; returns it without the trailing CRLF.
async fn read_response(reader: &mut BufReader<TcpStream>) -> Result<Vec<u8>> {
    let mut line = Vec::new();
    loop {
        let start = line.len();
        if reader.read_until(b'\n', &mut line).await? == 0 {
            bail!("the server closed the connection");
        }
        let chunk = &line[start..];
        let trimmed = chunk.strip_suffix(b"\r\n").unwrap_or(chunk);
        let literal = trimmed
            .strip_suffix(b"}")
            .and_then(|t| t.iter().rposition(|b| *b == b'{').map(|p| &t[p + 1..]))
            .and_then(|n| std::str::from_utf8(n).ok()?.trim_end_matches('+').parse::<usize>().ok());
        match literal {
            Some(n) => {
                let mut bytes = vec![0; n];
                reader.read_exact(&mut bytes).await?;
                line.extend_from_slice(&bytes);
            }
            None => return Ok(line),
        }
    }
}

/// Sends a tagged command and reads up to its tagged answer; returns how many untagged lines.
async fn command(reader: &mut BufReader<TcpStream>, tag: &str, text: &str) -> Result<usize> {
    reader.get_mut().write_all(format!("{tag} {text}\r\n").as_bytes()).await?;
    let mut untagged = 0;
    loop {
        let line = read_response(reader).await?;
        if line.starts_with(format!("{tag} ").as_bytes()) {
            if !line.starts_with(format!("{tag} OK").as_bytes()) {
                bail!("{text}: {}", String::from_utf8_lossy(&line));
            }
            return Ok(untagged);
        }
        untagged += 1;
    }
}

/// The floor: a minimal client's `UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)`.
async fn bare_fetch(dovecot: &Dovecot) -> Result<(Duration, usize)> {
    let stream = TcpStream::connect((dovecot.host(), dovecot.imap_port())).await?;
    let mut reader = BufReader::with_capacity(64 * 1024, stream);
    read_response(&mut reader).await?;
    command(&mut reader, "a", &format!("LOGIN {USER} {PASSWORD}")).await?;
    command(&mut reader, "b", "SELECT INBOX").await?;
    let started = Instant::now();
    let n = command(&mut reader, "c", "UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)").await?;
    let took = started.elapsed();
    command(&mut reader, "d", "LOGOUT").await.ok();
    Ok((took, n))
}

async fn get(client: &reqwest::Client, s: &Server, path: &str) -> Result<Value> {
    let r = client.get(format!("{}/api/v1{path}", s.http)).bearer_auth(&s.token).send().await?;
    if !r.status().is_success() {
        bail!("GET {path}: {}", r.status());
    }
    Ok(r.json().await?)
}

/// Sequential GETs of `path` until `stop`; returns the sorted latencies.
async fn probe(
    client: reqwest::Client,
    s: Arc<(String, String)>,
    path: String,
    stop: Arc<AtomicBool>,
) -> Vec<Duration> {
    let mut samples = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let started = Instant::now();
        let ok = client.get(format!("{}/api/v1{path}", s.0)).bearer_auth(&s.1).send().await.is_ok();
        if ok {
            samples.push(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    samples.sort();
    samples
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// One mailbox size: fill, floor, sync, latencies.
pub async fn sync_run(bin: &str, n: usize) -> Result<()> {
    let dovecot = Dovecot::start();
    for i in 0..n {
        dovecot.deliver_to_maildir(USER, &message(i));
    }
    // Twice: the first makes Dovecot index the new files; the second is the warm floor.
    bare_fetch(&dovecot).await?;
    let (floor, fetched) = bare_fetch(&dovecot).await?;
    if fetched < n {
        bail!("the bare fetch saw {fetched} of {n} messages");
    }

    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    let client = reqwest::Client::new();
    let shared = Arc::new((s.http.clone(), s.token.clone()));
    let stop = Arc::new(AtomicBool::new(false));
    let during = tokio::spawn(probe(client.clone(), shared.clone(), "/messages?limit=25".into(), stop.clone()));
    let before = rss_kib(s.child.id(), "VmRSS:");
    let started = Instant::now();
    let body = json!({
        "provider": "imap", "email": USER,
        "settings": {"imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none"},
        "credentials": {"password": PASSWORD},
    });
    let r = client.post(format!("{}/api/v1/accounts", s.http)).bearer_auth(&s.token).json(&body).send().await?;
    if r.status() != 201 {
        bail!("connecting the account: {}", r.status());
    }
    let account: Value = r.json().await?;
    let id = account["data"]["id"].as_str().context("no account id")?.to_string();
    loop {
        let a = get(&client, &s, &format!("/accounts/{id}")).await?;
        if a["data"]["sync"]["state"] == "idle" {
            break;
        }
        if started.elapsed() > Duration::from_secs(600) {
            bail!("the sync did not finish in 10 minutes");
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let synced = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let during = during.await?;
    let peak = rss_kib(s.child.id(), "VmHWM:");
    let folders = get(&client, &s, &format!("/accounts/{id}/folders")).await?;
    let indexed: u64 =
        folders["data"].as_array().into_iter().flatten().filter_map(|f| f["message_count"].as_u64()).sum();
    if indexed < n as u64 {
        bail!("the index holds {indexed} of {n} messages");
    }

    let stop = Arc::new(AtomicBool::new(false));
    let idle = tokio::spawn(probe(client.clone(), shared.clone(), "/messages?limit=25".into(), stop.clone()));
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, Ordering::Relaxed);
    let idle = idle.await?;
    println!(
        "initial sync of {n} messages: {:.2} s (bare UID FETCH floor {:.2} s warm, ratio {:.2}); server RSS {:.1} MB before, peak {:.1} MB",
        synced.as_secs_f64(),
        floor.as_secs_f64(),
        synced.as_secs_f64() / floor.as_secs_f64(),
        before as f64 / 1024.0,
        peak as f64 / 1024.0
    );
    if !during.is_empty() && !idle.is_empty() {
        println!(
            "  GET /messages during the sync: p50 {:.2} ms, p99 {:.2} ms ({} requests); idle: p50 {:.2} ms, p99 {:.2} ms",
            ms(percentile(&during, 0.5)),
            ms(percentile(&during, 0.99)),
            during.len(),
            ms(percentile(&idle, 0.5)),
            ms(percentile(&idle, 0.99))
        );
    }

    // 20 concurrent clients listing the INBOX and searching by sender / text, once the background
    // full-text index holds every message.
    let indexing = Instant::now();
    while get(&client, &s, &format!("/accounts/{id}")).await?["data"]["sync"]["search_index_complete"] != json!(true) {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    println!("  full-text index complete {:.2} s after the sync", indexing.elapsed().as_secs_f64());
    for (what, path) in [
        ("list INBOX", format!("/accounts/{id}/messages?folder=inbox&limit=25")),
        ("from= search", format!("/accounts/{id}/messages?folder=inbox&from=sender7%40&limit=25")),
        ("q= search", format!("/accounts/{id}/messages?folder=inbox&q=number%20{}&limit=25", n / 2)),
    ] {
        let mut tasks = Vec::new();
        for _ in 0..20 {
            let (client, shared, path) = (client.clone(), shared.clone(), path.clone());
            tasks.push(tokio::spawn(async move {
                let mut samples = Vec::new();
                for _ in 0..50 {
                    let started = Instant::now();
                    let r = client.get(format!("{}/api/v1{path}", shared.0)).bearer_auth(&shared.1).send().await?;
                    r.bytes().await?;
                    samples.push(started.elapsed());
                }
                anyhow::Ok(samples)
            }));
        }
        let mut samples = Vec::new();
        for t in tasks {
            samples.extend(t.await??);
        }
        samples.sort();
        println!(
            "  {what} over {n}, 20 concurrent clients x 50: p50 {:.2} ms, p99 {:.2} ms",
            ms(percentile(&samples, 0.5)),
            ms(percentile(&samples, 0.99))
        );
    }

    // New mail → the answer of a wait on the INBOX (IDLE, body read, extraction).
    let mut samples = Vec::new();
    for round in 0..20 {
        let url = format!("{}/api/v1/accounts/{id}/messages/wait?folder=inbox&require=otp&timeout=20", s.http);
        let waiter = {
            let (client, token) = (client.clone(), s.token.clone());
            tokio::spawn(async move {
                let r = client.get(url).bearer_auth(token).send().await?;
                let answered = Instant::now();
                anyhow::Ok((answered, r.json::<Value>().await?))
            })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        let code = 300_000 + round;
        let raw = format!(
            "From: svc@example.test\r\nTo: {USER}\r\nSubject: Your code\r\nMessage-ID: <code{round}@bench.test>\r\n\r\nYour verification code is {code}.\r\n"
        );
        let delivered = Instant::now();
        dovecot.deliver_to_maildir(USER, raw.as_bytes());
        let (answered, found) = waiter.await??;
        if found["data"]["otp"] != json!(code.to_string()) {
            bail!("round {round}: the wait answered {found}");
        }
        samples.push(answered.saturating_duration_since(delivered));
    }
    samples.sort();
    println!(
        "  new mail in the Maildir -> folder wait answered (20 rounds): p50 {:.0} ms, p99 {:.0} ms",
        ms(percentile(&samples, 0.5)),
        ms(percentile(&samples, 0.99))
    );
    Ok(())
}
