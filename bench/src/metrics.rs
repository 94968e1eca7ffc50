//! The cost of a scrape of `/metrics` with 10,000 inboxes and 100 connected accounts: each
//! scrape reads the accounts, the webhook endpoints and the store's figures.

use crate::{Server, create_inboxes, percentile, start};
use anyhow::{Result, bail};
use postern_testkit::{Dovecot, DovecotOptions};
use std::time::{Duration, Instant};

pub async fn run(bin: &str, inboxes: usize, accounts: usize) -> Result<()> {
    let users: Vec<(String, String)> =
        (0..accounts).map(|n| (format!("user{n}@example.test"), format!("pass{n}"))).collect();
    let dovecot = Dovecot::start_with(DovecotOptions { users: users.clone(), ..Default::default() });
    let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    create_inboxes(&s, inboxes).await?;
    let client = reqwest::Client::new();
    for (email, password) in &users {
        let body = serde_json::json!({
            "provider": "imap", "email": email,
            "settings": {"imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none"},
            "credentials": {"password": password},
        });
        let r = client.post(format!("{}/api/v1/accounts", s.http)).bearer_auth(&s.token).json(&body).send().await?;
        if !r.status().is_success() {
            bail!("connecting {email}: {}", r.text().await?);
        }
    }
    let (times, bytes) = scrapes(&s, &client, 50).await?;
    println!(
        "metrics scrape ({inboxes} inboxes, {accounts} accounts, 50 scrapes): median {:.2} ms, p95 {:.2} ms, max {:.2} ms; {} bytes",
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.95).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
        bytes
    );
    Ok(())
}

/// `n` scrapes one after another: their times, sorted, and the last one's size.
async fn scrapes(s: &Server, client: &reqwest::Client, n: usize) -> Result<(Vec<Duration>, usize)> {
    let mut times = Vec::with_capacity(n);
    let mut bytes = 0;
    for _ in 0..n {
        let started = Instant::now();
        let r = client.get(format!("{}/metrics", s.http)).bearer_auth(&s.token).send().await?;
        if !r.status().is_success() {
            bail!("scrape: {}", r.status());
        }
        bytes = r.bytes().await?.len();
        times.push(started.elapsed());
    }
    times.sort();
    Ok((times, bytes))
}
