//! A Gmail mailbox through the Gmail API, against the loopback fake of Google's services
//! (`postern_testkit::google`): the first sync (signed in through the browser flow → every
//! message listed; Gmail requests, batches and quota units), the body index, an idle account,
//! the cost of changes another client makes, new mail → listed with Pub/Sub pushes and polled,
//! a first sync held to the default quota of 6,000 units a minute, and one that meets 429s.

use crate::providers::{get, listed, message, new_mail_latency, sign_in, synced};
use crate::{Server, start};
use anyhow::{Result, bail};
use postern_testkit::google::{CLIENT_ID, CLIENT_SECRET, FakeGoogle};
use std::time::{Duration, Instant};

const USER: &str = "ada@gmail.test";
const TOPIC: &str = "projects/bench/topics/gmail";
const PUSHER: &str = "push@bench.iam.gserviceaccount.com";

fn args(fake: &FakeGoogle, secret: &std::path::Path, units: u64, push: bool) -> Vec<String> {
    let mut args = vec![
        "--google-client-id".to_string(),
        CLIENT_ID.into(),
        "--google-client-secret-file".into(),
        secret.display().to_string(),
        "--google-authorize-url".into(),
        fake.authorize_url(),
        "--google-token-url".into(),
        fake.token_url(),
        "--google-gmail".into(),
        fake.gmail(),
        "--google-units-per-minute".into(),
        units.to_string(),
    ];
    if push {
        args.extend(
            [
                "--public-url",
                "{http}",
                "--google-pubsub-topic",
                TOPIC,
                "--google-pubsub-service-account",
                PUSHER,
                "--google-certs-url",
                &fake.certs_url(),
            ]
            .map(String::from),
        );
    }
    args
}

async fn start_with(bin: &str, args: &[String]) -> Result<Server> {
    Ok(start(bin, &args.iter().map(String::as_str).collect::<Vec<_>>()).await?.0)
}

pub async fn run(bin: &str, n: usize) -> Result<()> {
    let client = reqwest::Client::new();
    let secret = std::env::temp_dir().join(format!("postern-bench-google-secret-{}", std::process::id()));
    std::fs::write(&secret, CLIENT_SECRET)?;

    // The first sync, and changes another client makes, polled; an allowance Postern never
    // reaches, so that its own speed shows.
    let fake = FakeGoogle::start();
    fake.add_user(USER);
    fake.sign_in_as(USER);
    let ids: Vec<String> = (0..n).map(|i| fake.deliver(USER, &message(i))).collect();
    let s = start_with(bin, &args(&fake, &secret, 10_000_000, false)).await?;
    let (requests, batches, units) = (fake.requests(), fake.batches(), fake.units_used(USER));
    let started = Instant::now();
    let id = sign_in(&s, "google").await?;
    synced(&client, &s, &id, n).await?;
    let first = started.elapsed();
    let used = fake.units_used(USER) - units;
    println!(
        "Gmail first sync of {n} messages: {:.2} s ({:.0} msg/s), {} Gmail requests in {} batches, {used} quota units ({:.1} min at 6,000 a minute)",
        first.as_secs_f64(),
        n as f64 / first.as_secs_f64(),
        fake.requests() - requests,
        fake.batches() - batches,
        used as f64 / 6000.0
    );
    let settle = Instant::now();
    while get(&client, &s, &format!("/accounts/{id}")).await?["data"]["sync"]["bodies"] != "complete" {
        if settle.elapsed() > Duration::from_secs(900) {
            bail!("bodies not indexed");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!(
        "Gmail bodies in the full-text index {:.1} s after the first sync; {} quota units in all by then",
        settle.elapsed().as_secs_f64(),
        fake.units_used(USER) - units
    );
    let (idle, idle_units) = (fake.requests(), fake.units_used(USER));
    tokio::time::sleep(Duration::from_secs(30)).await;
    println!(
        "Gmail requests of an idle account, polled: {} in 30 s ({} quota units)",
        fake.requests() - idle,
        fake.units_used(USER) - idle_units
    );
    let changes = 100;
    let (before, before_units) = (fake.requests(), fake.units_used(USER));
    let started = Instant::now();
    for message in ids.iter().take(changes) {
        fake.remove_labels(USER, message, &["UNREAD"]);
    }
    fake.deliver(USER, &message(n + 1));
    listed(&client, &s, &id, &format!("Message {} about topic {}", n + 1, (n + 1) % 13), Duration::from_secs(60))
        .await?;
    println!(
        "{changes} flag changes by another client, then one new message: listed after {:.2} s (the 10 s poll), {} Gmail requests, {} quota units ({:.1} per change)",
        started.elapsed().as_secs_f64(),
        fake.requests() - before,
        fake.units_used(USER) - before_units,
        (fake.units_used(USER) - before_units) as f64 / (changes + 1) as f64
    );
    drop(s);

    // New mail with Pub/Sub pushes, and without.
    for push in [true, false] {
        let fake = FakeGoogle::start();
        fake.add_user(USER);
        fake.sign_in_as(USER);
        let s = start_with(bin, &args(&fake, &secret, 6000, push)).await?;
        if push {
            let endpoint = format!("{}/api/v1/push/google", s.http);
            fake.create_push_subscription(TOPIC, "projects/bench/subscriptions/postern", &endpoint, None, PUSHER);
        }
        let id = sign_in(&s, "google").await?;
        synced(&client, &s, &id, 0).await?;
        if push {
            let made = Instant::now();
            while fake.watch_of(USER).is_none() {
                if made.elapsed() > Duration::from_secs(20) {
                    bail!("no watch");
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        let rounds = if push { 20 } else { 5 };
        let samples =
            new_mail_latency(&client, &s, &id, rounds, &push.to_string(), |raw| drop(fake.deliver(USER, raw))).await?;
        println!(
            "Gmail new mail → listed, {} ({rounds} rounds): p50 {:.0} ms, max {:.0} ms",
            if push { "Pub/Sub pushes" } else { "polled every 10 s" },
            samples[samples.len() / 2].as_secs_f64() * 1e3,
            samples.last().copied().unwrap_or_default().as_secs_f64() * 1e3
        );
        drop(s);
    }

    // At the default allowance: a first sync held to 6,000 units a minute; then one that meets
    // 6 answers of 429 without Retry-After (Postern backs off: 1 s doubling).
    for throttled in [false, true] {
        let fake = FakeGoogle::start();
        fake.add_user(USER);
        fake.sign_in_as(USER);
        let small = if throttled { n.min(500) } else { n.min(1500) };
        for i in 0..small {
            fake.deliver(USER, &message(i));
        }
        let s = start_with(bin, &args(&fake, &secret, 6000, false)).await?;
        let started = Instant::now();
        let id = sign_in(&s, "google").await?;
        if throttled {
            fake.throttle(6, 429, None);
        }
        let before = fake.requests();
        synced(&client, &s, &id, small).await?;
        let took = started.elapsed();
        let units = fake.units_used(USER);
        println!(
            "Gmail first sync of {small} messages at 6,000 units a minute{}: {:.1} s, {} Gmail requests, {units} units ({:.0} a minute)",
            if throttled { " with 6 answers of 429 (no Retry-After)" } else { "" },
            took.as_secs_f64(),
            fake.requests() - before,
            units as f64 / took.as_secs_f64() * 60.0
        );
        drop(s);
    }
    let _ = std::fs::remove_file(&secret);
    Ok(())
}
