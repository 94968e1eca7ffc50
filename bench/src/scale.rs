//! SQLite against PostgreSQL, and one PostgreSQL instance against two on one database, in one
//! run (docs/STORE.md, "PostgreSQL at full speed"): SMTP ingest with its senders split between
//! the instances, and the time from the end of a message's data to a wait's answer.

use crate::{Server, ingest_through, latency, start_on};
use anyhow::Result;
use std::time::Instant;

/// The master key both instances of a deployment share (a test value, never a real one).
pub const MASTER_KEY: &str = "0b1e4c7a9d2f5e8b1c4d7a0e3f6b9c2d5e8a1b4c7d0e3f6a9b2c5d8e1f4a7b0c";

pub async fn run(bin: &str, messages: usize) -> Result<()> {
    const SENDERS: usize = 10;
    const SIZE: usize = 5 * 1024;
    let per_sender = messages / SENDERS;
    let sqlite = {
        let (s, _) = start_on(bin, &[], None).await?;
        let rate = measured(&[&s], SENDERS, per_sender, SIZE).await?;
        latency(&s, 300).await?;
        rate
    };
    let database = postern_store::testing::TestDatabase::postgres().await;
    let url = database.url().expect("a PostgreSQL schema");
    let one = {
        let (s, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        let rate = measured(&[&s], SENDERS, per_sender, SIZE).await?;
        latency(&s, 300).await?;
        rate
    };
    drop(database);
    let database = postern_store::testing::TestDatabase::postgres().await;
    let url = database.url().expect("a PostgreSQL schema");
    let two = {
        let (a, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        let (mut b, _) = start_on(bin, &[], Some((&url, MASTER_KEY))).await?;
        b.token = a.token.clone();
        let both: [&Server; 2] = [&a, &b];
        measured(&both, SENDERS, per_sender, SIZE).await?
    };
    drop(database);
    println!(
        "ingest {messages} × 5 KiB, {SENDERS} senders: SQLite {sqlite:.0}/s; PostgreSQL one instance {one:.0}/s (×{:.2} of SQLite), two instances {two:.0}/s (×{:.2} of one)",
        one / sqlite,
        two / one
    );
    Ok(())
}

/// [`ingest_through`], and where its time went: each instance's time from end of data to
/// commit and its mean batch (its `/metrics`), the CPU its process used, and the machine's.
async fn measured(servers: &[&Server], senders: usize, per_sender: usize, size: usize) -> Result<f64> {
    let (cpu_before, machine_before) = (cpu_seconds(servers), machine_busy());
    let started = Instant::now();
    let rate = ingest_through(servers, senders, per_sender, size).await?;
    let took = started.elapsed().as_secs_f64();
    let (cpu, machine) = (cpu_seconds(servers) - cpu_before, machine_busy() - machine_before);
    let client = reqwest::Client::new();
    for s in servers {
        let text = client.get(format!("{}/metrics", s.http)).bearer_auth(&s.token).send().await?.text().await?;
        let value = |name: &str| -> f64 {
            text.lines().filter(|l| l.starts_with(name)).filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok()).sum()
        };
        let (stored, took_storing) =
            (value("postern_smtp_store_seconds_count"), value("postern_smtp_store_seconds_sum"));
        let batches = value("postern_ingest_batches_total");
        println!(
            "  instance {}: end of data → commit, mean {:.2} ms over {stored:.0} messages; {:.1} messages per transaction",
            s.http,
            took_storing / stored.max(1.0) * 1e3,
            stored / batches.max(1.0)
        );
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    println!(
        "  CPU: the server {:.0} ms per 1,000 messages; the machine {:.0} % busy ({cores:.0} cores)",
        cpu / (senders * per_sender) as f64 * 1e6,
        machine / (took * cores) * 100.0
    );
    Ok(rate)
}

/// User and system CPU seconds the servers' processes used so far.
fn cpu_seconds(servers: &[&Server]) -> f64 {
    let tick = 100.0; // USER_HZ on Linux
    servers
        .iter()
        .map(|s| {
            let stat = std::fs::read_to_string(format!("/proc/{}/stat", s.child.id())).unwrap_or_default();
            // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
            let fields: Vec<&str> = stat.rsplit_once(')').map_or("", |(_, r)| r).split_whitespace().collect();
            let of = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
            (of(11) + of(12)) / tick
        })
        .sum()
}

/// Seconds the machine's cores spent busy so far (all but idle and iowait, /proc/stat).
fn machine_busy() -> f64 {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let Some(line) = stat.lines().next() else { return 0.0 };
    let v: Vec<f64> = line.split_whitespace().skip(1).filter_map(|x| x.parse().ok()).collect();
    let (all, idle) = (v.iter().sum::<f64>(), v.get(3).copied().unwrap_or(0.0) + v.get(4).copied().unwrap_or(0.0));
    (all - idle) / 100.0
}
