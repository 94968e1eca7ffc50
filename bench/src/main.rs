//! `postern-bench`: starts a release `postern serve` in a temporary directory and measures it from
//! outside, the way users reach it (SMTP and HTTP on loopback). Prints figures; asserts nothing
//! about speed. Run with `bench/run.sh`; with `BENCH_DATABASE=postgres`, each server keeps its
//! data in a fresh schema of the machine's PostgreSQL (`POSTERN_TEST_POSTGRES` names another).

mod accounts;
mod backup;
mod benethos;
mod changes;
mod figures;
mod gmail;
mod graph;
mod mailgen;
mod metrics;
mod providers;
mod scale;
mod smtp;
mod webhooks;

use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Server {
    child: Child,
    http: String,
    smtp: String,
    token: String,
    dir: PathBuf,
    /// The server's PostgreSQL schema, dropped after the server (with `BENCH_DATABASE=postgres`).
    _database: Option<postern_store::testing::TestDatabase>,
}

impl Drop for Server {
    fn drop(&mut self) {
        // SIGTERM: a graceful stop, as an operator would do it.
        let _ = Command::new("kill").arg(self.child.id().to_string()).status();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Starts postern on fresh ports and data dir, on SQLite or (with `BENCH_DATABASE=postgres`) on a
/// fresh PostgreSQL schema; returns it and the time to the first healthy answer.
async fn start(bin: &str, extra: &[&str]) -> Result<(Server, Duration)> {
    match std::env::var("BENCH_DATABASE").as_deref() {
        Ok("postgres") => {
            let database = postern_store::testing::TestDatabase::postgres().await;
            let url = database.url().context("a PostgreSQL schema")?;
            let (mut s, ready) = start_on(bin, extra, Some((&url, scale::MASTER_KEY))).await?;
            s._database = Some(database);
            Ok((s, ready))
        }
        _ => start_on(bin, extra, None).await,
    }
}

/// Starts postern on fresh ports and data dir, on SQLite or on the PostgreSQL database `postgres`
/// names with its master key (an instance of a deployment there: only the deployment's first
/// prints an admin token).
async fn start_on(bin: &str, extra: &[&str], postgres: Option<(&str, &str)>) -> Result<(Server, Duration)> {
    let dir = std::env::temp_dir().join(format!("postern-bench-{}-{}", std::process::id(), free_port()));
    let (hp, sp) = (free_port(), free_port());
    let out = dir.join("stdout");
    std::fs::create_dir_all(&dir)?;
    let started = Instant::now();
    let mut command = Command::new(bin);
    command.args(["serve", "--data", dir.join("data").to_str().unwrap()]);
    // The bench reaches loopback only; the sender checks are measured on their own.
    command.env("POSTERN_SENDER_CHECKS", "false");
    if let Some((url, key)) = postgres {
        command.args(["--database-url", url]).env("POSTERN_MASTER_KEY", key);
    }
    let child = command
        .args(["--http", &format!("127.0.0.1:{hp}"), "--smtp", &format!("127.0.0.1:{sp}")])
        .args(["--inbox-domain", "bench.test", "--log"])
        // `BENCH_POSTERN_LOG=debug` shows each statement with its time (on the bench's stderr).
        .arg(std::env::var("BENCH_POSTERN_LOG").unwrap_or_else(|_| "warn".into()))
        .args(extra.iter().map(|a| a.replace("{http}", &format!("http://127.0.0.1:{hp}"))))
        // The bench measures throughput, not the limits that protect it (environment variables,
        // which a build from before the limits ignores).
        .env("POSTERN_REQUESTS_PER_MINUTE", "0")
        .env("POSTERN_WAITS_PER_USER", "20000")
        .env("POSTERN_STREAMS_PER_USER", "20000")
        .env("POSTERN_STREAMS_TOTAL", "20000")
        .stdout(std::fs::File::create(&out)?)
        .stderr(Stdio::inherit())
        .spawn()
        .with_context(|| format!("starting {bin}"))?;
    let http = format!("http://127.0.0.1:{hp}");
    let client = reqwest::Client::new();
    loop {
        if let Ok(r) = client.get(format!("{http}/healthz")).send().await
            && r.status().is_success()
        {
            break;
        }
        if started.elapsed() > Duration::from_secs(20) {
            bail!("postern did not start");
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let ready = started.elapsed();
    let text = std::fs::read_to_string(&out)?;
    let token = text.split_whitespace().find(|w| w.starts_with("pst_")).map(str::to_string);
    let token = match (token, postgres) {
        (Some(token), _) => token,
        // A later instance of a deployment: the caller gives it the first one's token.
        (None, Some(_)) => String::new(),
        (None, None) => bail!("no admin token printed"),
    };
    Ok((Server { child, http, smtp: format!("127.0.0.1:{sp}"), token, dir, _database: None }, ready))
}

fn rss_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

async fn create_inboxes(s: &Server, n: usize) -> Result<Vec<(String, String)>> {
    let client = reqwest::Client::new();
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let body: Value = client
            .post(format!("{}/api/v1/inboxes", s.http))
            .bearer_auth(&s.token)
            .json(&serde_json::json!({}))
            .send()
            .await?
            .json()
            .await?;
        out.push((
            body["data"]["id"].as_str().unwrap().to_string(),
            body["data"]["address"].as_str().unwrap().to_string(),
        ));
    }
    Ok(out)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn message_of(size: usize, to: &str, code: u32) -> String {
    let mut body = format!(
        "From: Bench <bench@sender.test>\r\nTo: {to}\r\nSubject: Your code\r\n\r\nYour verification code is {code:06}\r\n"
    );
    let filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.\r\n";
    while body.len() + filler.len() <= size {
        body.push_str(filler);
    }
    body
}

/// One long-poll waiter that re-polls on 204 with the server's cutoff, like the SDK.
async fn wait_for(client: &reqwest::Client, http: &str, token: &str, inbox: &str) -> Result<Value> {
    let mut since: Option<String> = None;
    loop {
        let req = client
            .get(match &since {
                Some(c) => format!("{http}/api/v1/inboxes/{inbox}/messages/wait?timeout=25&require=otp&since={c}"),
                None => format!("{http}/api/v1/inboxes/{inbox}/messages/wait?timeout=25&require=otp"),
            })
            .bearer_auth(token);
        let r = req.send().await?;
        match r.status().as_u16() {
            200 => return Ok(r.json::<Value>().await?["data"].clone()),
            204 => since = r.headers().get("mailsocket-wait-since").map(|v| v.to_str().unwrap().to_string()),
            other => bail!("wait answered {other}"),
        }
    }
}

async fn ingest(s: &Server, senders: usize, per_sender: usize, size: usize) -> Result<()> {
    ingest_through(&[s], senders, per_sender, size).await.map(drop)
}

/// SMTP ingest with the senders split between `servers` (instances of one deployment: the
/// inboxes are made through the first); prints and returns messages per second.
async fn ingest_through(servers: &[&Server], senders: usize, per_sender: usize, size: usize) -> Result<f64> {
    let inboxes = create_inboxes(servers[0], senders).await?;
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (n, (_, address)) in inboxes.into_iter().enumerate() {
        let smtp = servers[n % servers.len()].smtp.clone();
        tasks.push(tokio::spawn(async move {
            let mut conn = smtp::Connection::open(&smtp).await?;
            for i in 0..per_sender {
                conn.send(&address, &message_of(size, &address, i as u32)).await?;
            }
            conn.quit().await
        }));
    }
    for t in tasks {
        t.await??;
    }
    let took = started.elapsed();
    let total = senders * per_sender;
    let rate = total as f64 / took.as_secs_f64();
    println!(
        "smtp ingest: {total} messages of {} KiB, {senders} concurrent senders through {} instance(s), durable: {:.2} s, {rate:.0} messages/s",
        size / 1024,
        servers.len(),
        took.as_secs_f64(),
    );
    Ok(rate)
}

/// SMTP ingest with the sender checks off and on (docs/SENDER_AUTH.md), in turns on one machine:
/// every message DKIM-signed (RSA-2048) by `sender.test`, whose SPF, key and DMARC policy the
/// testkit's DNS server publishes, so that each message is checked in full; the first round
/// warms the resolver's cache and is not counted. Prints each round and the ratio of the medians.
async fn sender_checks(bin: &str) -> Result<()> {
    let dns = postern_testkit::dns::DnsServer::start();
    let domain = postern_testkit::dns::SigningDomain::publish(&dns, "sender.test");
    let resolver = dns.addr().to_string();
    let (off, _) = start(bin, &[]).await?;
    let (on, _) = start(bin, &["--sender-checks", "true", "--dns-resolver", &resolver]).await?;
    let (senders, per_sender, size) = (10, 300, 5 * 1024);
    let (mut rates_off, mut rates_on) = (Vec::new(), Vec::new());
    for round in 0..4 {
        for (server, rates) in [(&off, &mut rates_off), (&on, &mut rates_on)] {
            let inboxes = create_inboxes(server, senders).await?;
            // Signed before the clock starts: the signatures are the sender's cost, not ours.
            let mail: Vec<(String, Vec<String>)> = inboxes
                .into_iter()
                .map(|(_, address)| {
                    let signed =
                        (0..per_sender).map(|i| domain.sign_rsa(&message_of(size, &address, i as u32))).collect();
                    (address, signed)
                })
                .collect();
            let rate = send_all(server, mail).await?;
            if round > 0 {
                rates.push(rate);
            }
        }
    }
    let median = |rates: &mut Vec<f64>| {
        rates.sort_by(f64::total_cmp);
        rates[rates.len() / 2]
    };
    let (off_rate, on_rate) = (median(&mut rates_off), median(&mut rates_on));
    println!(
        "sender checks: {} signed messages a round, medians of 3 rounds in turns: off {off_rate:.0} messages/s, on {on_rate:.0} messages/s, on/off {:.2}",
        senders * per_sender,
        on_rate / off_rate
    );
    Ok(())
}

/// Sends each address its messages, one connection per address, all at once; prints and returns
/// messages per second.
async fn send_all(s: &Server, mail: Vec<(String, Vec<String>)>) -> Result<f64> {
    let total: usize = mail.iter().map(|(_, m)| m.len()).sum();
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (address, messages) in mail {
        let smtp = s.smtp.clone();
        tasks.push(tokio::spawn(async move {
            let mut conn = smtp::Connection::open(&smtp).await?;
            for message in &messages {
                conn.send(&address, message).await?;
            }
            conn.quit().await
        }));
    }
    for t in tasks {
        t.await??;
    }
    let rate = total as f64 / started.elapsed().as_secs_f64();
    println!("  {total} signed messages: {rate:.0} messages/s");
    Ok(rate)
}

async fn many_waits(s: &Server, n: usize) -> Result<()> {
    let inboxes = Arc::new(create_inboxes(s, n).await?);
    let before = rss_kib(s.child.id(), "VmRSS:");
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build()?;
    let mut waiters = Vec::with_capacity(n);
    for (inbox, _) in inboxes.iter() {
        let (client, inbox) = (client.clone(), inbox.clone());
        let (http, token) = (s.http.clone(), s.token.clone());
        waiters.push(tokio::spawn(async move { wait_for(&client, &http, &token, &inbox).await }));
    }
    // Wait until the server holds them all (its RSS stops growing), then measure.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let held = rss_kib(s.child.id(), "VmRSS:");
    let started = Instant::now();
    let chunks: Vec<Vec<(usize, String)>> = (0..10)
        .map(|k| inboxes.iter().enumerate().filter(|(i, _)| i % 10 == k).map(|(i, (_, a))| (i, a.clone())).collect())
        .collect();
    let mut senders = Vec::new();
    for chunk in chunks {
        let smtp = s.smtp.clone();
        senders.push(tokio::spawn(async move {
            let mut conn = smtp::Connection::open(&smtp).await?;
            for (i, address) in chunk {
                conn.send(&address, &message_of(1024, &address, i as u32)).await?;
            }
            conn.quit().await
        }));
    }
    for t in senders {
        t.await??;
    }
    let mut right = 0;
    for (i, w) in waiters.into_iter().enumerate() {
        let m = w.await??;
        if m["inbox_id"] == inboxes[i].0 && m["otp"] == format!("{i:06}") {
            right += 1;
        }
    }
    println!(
        "{n} concurrent waits: server RSS {:.1} MB before, {:.1} MB while all are held (peak {:.1} MB); {right}/{n} woken by their own message, all answered {:.2} s after the first send",
        before as f64 / 1024.0,
        held as f64 / 1024.0,
        rss_kib(s.child.id(), "VmHWM:") as f64 / 1024.0,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// One `tools/call` over `/mcp` (stateless JSON-RPC, as MCP clients send it).
async fn mcp_call(client: &reqwest::Client, http: &str, token: &str, tool: &str, arguments: Value) -> Result<Value> {
    let body = serde_json::json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": { "name": tool, "arguments": arguments } });
    let r = client
        .post(format!("{http}/mcp"))
        .bearer_auth(token)
        .header("accept", "application/json, text/event-stream")
        .json(&body)
        .send()
        .await?;
    if !r.status().is_success() {
        bail!("/mcp answered {}", r.status());
    }
    Ok(r.json::<Value>().await?["result"].clone())
}

/// `rounds` times: start a waiter on one inbox, send a 5 KiB message with a fresh code, and time
/// from the client's final `.` to the waiter's answer; the waiter must answer with that code.
async fn latency_rounds<F, Fut>(s: &Server, rounds: usize, first_code: u32, start_waiter: F) -> Result<Vec<Duration>>
where
    F: Fn(String) -> Fut,
    Fut: std::future::Future<Output = Result<(Instant, Value)>> + Send + 'static,
{
    let (inbox, address) = create_inboxes(s, 1).await?.remove(0);
    let mut conn = smtp::Connection::open(&s.smtp).await?;
    let mut samples = Vec::with_capacity(rounds);
    for i in 0..rounds {
        let waiter = tokio::spawn(start_waiter(inbox.clone()));
        tokio::time::sleep(Duration::from_millis(20)).await; // let the wait register
        let code = first_code + i as u32;
        let end_of_data = conn.send(&address, &message_of(5 * 1024, &address, code)).await?;
        let (got, otp) = waiter.await??;
        if otp != format!("{code:06}") {
            bail!("round {i}: the waiter got {otp}, not {code:06}");
        }
        samples.push(got.saturating_duration_since(end_of_data));
    }
    conn.quit().await?;
    samples.sort();
    Ok(samples)
}

async fn latency(s: &Server, rounds: usize) -> Result<()> {
    let client = reqwest::Client::new();
    let (http, token) = (s.http.clone(), s.token.clone());
    let samples = latency_rounds(s, rounds, 100_000, |inbox| {
        let (client, token) = (client.clone(), token.clone());
        let url = format!("{http}/api/v1/inboxes/{inbox}/messages/wait?timeout=25&require=otp");
        async move {
            let r = client.get(url).bearer_auth(token).send().await?;
            let got = Instant::now();
            let body: Value = r.json().await?;
            Ok((got, body["data"]["otp"].clone()))
        }
    })
    .await?;
    println!(
        "end-of-data -> wait response ({rounds} rounds, 5 KiB): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.99).as_secs_f64() * 1e3,
        samples.last().unwrap().as_secs_f64() * 1e3
    );
    Ok(())
}

async fn mcp_latency(s: &Server, rounds: usize) -> Result<()> {
    let client = reqwest::Client::new();
    let (http, token) = (s.http.clone(), s.token.clone());
    let samples = latency_rounds(s, rounds, 200_000, |inbox| {
        let (client, http, token) = (client.clone(), http.clone(), token.clone());
        async move {
            let arguments = serde_json::json!({ "inbox_id": inbox, "timeout": 30 });
            let result = mcp_call(&client, &http, &token, "wait_for_otp", arguments).await?;
            Ok((Instant::now(), result["structuredContent"]["otp"].clone()))
        }
    })
    .await?;
    println!(
        "wait_for_otp over /mcp, end-of-data -> tool result ({rounds} rounds, 5 KiB): p50 {:.2} ms, p99 {:.2} ms",
        percentile(&samples, 0.5).as_secs_f64() * 1e3,
        percentile(&samples, 0.99).as_secs_f64() * 1e3
    );
    Ok(())
}

/// 1,000 concurrent `/mcp` requests from 100 tokens: 5 waits and 5 lists each, the waits woken
/// by mail sent once all are open.
async fn mcp_load(s: &Server, bin: &str, data: &std::path::Path) -> Result<()> {
    let mut tokens = Vec::new();
    for i in 0..100 {
        let out = Command::new(bin)
            .args([
                "token",
                "create",
                "--data",
                data.to_str().unwrap(),
                "--name",
                "bench",
                "--user",
                &format!("bench{i}"),
            ])
            .output()?;
        tokens.push(String::from_utf8(out.stdout)?.trim().to_string());
    }
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build()?;
    let mut addresses = Vec::new();
    let mut calls = Vec::new();
    let started = Instant::now();
    for token in &tokens {
        for _ in 0..5 {
            let created = mcp_call(&client, &s.http, token, "create_inbox", serde_json::json!({})).await?;
            let inbox = created["structuredContent"]["id"].as_str().unwrap_or_default().to_string();
            addresses.push(created["structuredContent"]["address"].as_str().unwrap_or_default().to_string());
            let (c, http, t) = (client.clone(), s.http.clone(), token.clone());
            calls.push(tokio::spawn(async move {
                mcp_call(&c, &http, &t, "wait_for_otp", serde_json::json!({ "inbox_id": inbox, "timeout": 50 })).await
            }));
            let (c, http, t) = (client.clone(), s.http.clone(), token.clone());
            calls.push(tokio::spawn(async move {
                mcp_call(&c, &http, &t, "list_inboxes", serde_json::json!({ "limit": 100 })).await
            }));
        }
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let held = rss_kib(s.child.id(), "VmRSS:");
    let mut conn = smtp::Connection::open(&s.smtp).await?;
    for (i, address) in addresses.iter().enumerate() {
        conn.send(address, &message_of(1024, address, 300_000 + i as u32)).await?;
    }
    conn.quit().await?;
    let (mut ok, mut tool_errors, mut failures) = (0, 0, 0);
    for call in calls {
        match call.await? {
            Ok(result) if result["isError"] == false => ok += 1,
            Ok(_) => tool_errors += 1,
            Err(_) => failures += 1,
        }
    }
    println!(
        "1000 concurrent /mcp calls (100 tokens x 5 wait_for_otp + 5 list_inboxes): {ok} ok, {tool_errors} tool errors, {failures} HTTP failures in {:.2} s; server RSS {:.1} MB with all open (peak {:.1} MB)",
        started.elapsed().as_secs_f64(),
        held as f64 / 1024.0,
        rss_kib(s.child.id(), "VmHWM:") as f64 / 1024.0
    );
    Ok(())
}

/// Hostile mail of 24 MiB in four shapes, one at a time, while another client asks `/healthz`
/// every 10 ms: how long each takes to its `250`, and how long `/healthz` took meanwhile.
async fn hostile(s: &Server) -> Result<()> {
    let (_, address) = create_inboxes(s, 1).await?.remove(0);
    const SIZE: usize = 24 * 1024 * 1024;
    let numbers: String = (0..SIZE / 7).map(|i| format!("{:06} ", 100_000 + i % 900_000)).collect();
    let lines: String = (0..SIZE / 1024).map(|i| format!("line {i} {}\r\n", "words and 123456 ".repeat(59))).collect();
    let shapes: [(&str, String); 4] = [
        (
            "one 24 MiB Subject",
            format!("Subject: {}\r\nTo: {address}\r\n\r\nbody\r\n", "code 123456 ".repeat(SIZE / 12)),
        ),
        ("one 24 MiB body line", format!("Subject: x\r\nTo: {address}\r\n\r\n{}\r\n", "a".repeat(SIZE))),
        ("24 MiB of number tokens", format!("Subject: x\r\nTo: {address}\r\n\r\n{numbers}\r\n")),
        ("24 MiB in 1 KiB lines", format!("Subject: x\r\nTo: {address}\r\n\r\n{lines}")),
    ];
    for (name, message) in shapes {
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (url, flag) = (format!("{}/healthz", s.http), stop.clone());
        let poller = tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut samples = Vec::new();
            while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                let asked = Instant::now();
                client.get(&url).send().await?.error_for_status()?;
                samples.push(asked.elapsed());
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            samples.sort();
            anyhow::Ok(samples)
        });
        let mut conn = smtp::Connection::open(&s.smtp).await?;
        let started = Instant::now();
        let end_of_data = conn.send(&address, &message).await?;
        let answered = Instant::now();
        conn.quit().await?;
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let samples = poller.await??;
        println!(
            "hostile mail, {name}: sent in {:.2} s, end of data -> 250 {:.2} s; /healthz meanwhile ({} asks) p50 {:.2} ms, max {:.2} ms",
            end_of_data.duration_since(started).as_secs_f64(),
            answered.duration_since(end_of_data).as_secs_f64(),
            samples.len(),
            percentile(&samples, 0.5).as_secs_f64() * 1e3,
            samples.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
        );
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let bin = args.next().unwrap_or_else(|| "target/release/postern".into());
    let parts: Vec<String> = args.collect();
    let run = |part: &str| parts.is_empty() || parts.iter().any(|p| p == part);
    if run("start") {
        let mut starts = Vec::new();
        for _ in 0..5 {
            let (s, ready) = start(&bin, &[]).await?;
            starts.push(ready);
            drop(s);
        }
        starts.sort();
        let (s, _) = start(&bin, &[]).await?;
        tokio::time::sleep(Duration::from_secs(1)).await;
        println!(
            "start to first /healthz (fresh data dir, 5 runs): median {:.1} ms, max {:.1} ms; idle RSS {:.1} MB",
            starts[2].as_secs_f64() * 1e3,
            starts[4].as_secs_f64() * 1e3,
            rss_kib(s.child.id(), "VmRSS:") as f64 / 1024.0
        );
    }
    if run("ingest") || run("latency") {
        let (s, _) = start(&bin, &[]).await?;
        if run("ingest") {
            ingest(&s, 10, 1000, 5 * 1024).await?;
        }
        if run("latency") {
            latency(&s, 300).await?;
        }
    }
    if parts.iter().any(|p| p == "postgres") {
        scale::run(&bin, 10_000).await?;
    }
    if parts.iter().any(|p| p == "sender-checks") {
        sender_checks(&bin).await?;
    }
    if parts.iter().any(|p| p == "hostile") {
        let (s, _) = start(&bin, &[]).await?;
        hostile(&s).await?;
    }
    if run("mcp") {
        let (s, _) = start(&bin, &[]).await?;
        mcp_latency(&s, 200).await?;
        let data = s.dir.join("data");
        mcp_load(&s, &bin, &data).await?;
    }
    if run("waits") {
        let limits = ["--waits-total", "20000", "--waits-per-token", "20000", "--smtp-max-connections", "1000"];
        let (s, _) = start(&bin, &limits).await?;
        let n = std::env::var("BENCH_WAITS").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
        many_waits(&s, n).await?;
    }
    if run("changes") {
        changes::run(&bin).await?;
    }
    // Mailbox sizes of the `sync` part (`BENCH_SYNC_SIZES`, comma-separated); `firstpass` takes
    // the first.
    let sync_sizes = |default: &str| -> Vec<usize> {
        let sizes = std::env::var("BENCH_SYNC_SIZES").unwrap_or_else(|_| default.into());
        sizes.split(',').filter_map(|n| n.trim().parse().ok()).collect()
    };
    if run("sync") {
        for n in sync_sizes("10000,100000") {
            accounts::sync_run(&bin, n).await?;
        }
    }
    if run("providers") {
        let size =
            |name: &str, default: usize| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
        providers::run(&bin, size("BENCH_PROVIDER_MESSAGES", 10_000), size("BENCH_POP3_MESSAGES", 2_000)).await?;
    }
    if run("graph") {
        let n = std::env::var("BENCH_GRAPH_MESSAGES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
        graph::run(&bin, n).await?;
    }
    if run("gmail") {
        let n = std::env::var("BENCH_GMAIL_MESSAGES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
        gmail::run(&bin, n).await?;
    }
    if run("webhooks") {
        let n = std::env::var("BENCH_WEBHOOK_EVENTS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
        webhooks::run(&bin, n).await?;
    }
    if run("backup") {
        let n = std::env::var("BENCH_BACKUP_MESSAGES").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
        backup::run(&bin, n).await?;
    }
    if run("metrics") {
        let size =
            |name: &str, default: usize| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
        metrics::run(&bin, size("BENCH_METRICS_INBOXES", 10_000), size("BENCH_METRICS_ACCOUNTS", 100)).await?;
    }
    if parts.iter().any(|p| p == "firstpass") {
        let n = sync_sizes("100000").first().copied().context("BENCH_SYNC_SIZES names no size")?;
        accounts::first_pass_run(&bin, n).await?;
    }
    Ok(())
}
