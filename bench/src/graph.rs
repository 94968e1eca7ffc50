//! A Microsoft 365 mailbox through Graph, against the loopback fake of Microsoft's services
//! (`postern_testkit::microsoft`): the first sync (signed in through the browser flow → every
//! message listed and the account idle; Graph requests made), the cost of changes another
//! client makes (requests per change), new mail → listed with change notifications (a public
//! URL) and without (polling), and a first sync that meets Graph's throttling.

use crate::providers::{get, listed, message, new_mail_latency, sign_in, synced};
use crate::start;
use anyhow::{Result, bail};
use postern_testkit::microsoft::FakeMicrosoft;
use std::time::{Duration, Instant};

const USER: &str = "adele@contoso.test";

fn args(fake: &FakeMicrosoft, public: bool) -> Vec<String> {
    let mut args = vec![
        "--microsoft-client-id".to_string(),
        "bench".into(),
        "--microsoft-authority".into(),
        fake.url(),
        "--microsoft-graph".into(),
        fake.graph(),
    ];
    if public {
        args.extend(["--public-url".to_string(), "{http}".into()]);
    }
    args
}

fn percentile(samples: &mut [Duration], q: f64) -> Duration {
    samples.sort();
    samples[((samples.len() - 1) as f64 * q).round() as usize]
}

pub async fn run(bin: &str, n: usize) -> Result<()> {
    let client = reqwest::Client::new();

    // The first sync, and changes another client makes, polled.
    let fake = FakeMicrosoft::start();
    fake.add_user(USER);
    fake.sign_in_as(USER);
    let ids: Vec<String> = (0..n).map(|i| fake.deliver(USER, "inbox", &message(i))).collect();
    let extra = args(&fake, false);
    let (s, _) = start(bin, &extra.iter().map(String::as_str).collect::<Vec<_>>()).await?;
    let before = fake.requests();
    let started = Instant::now();
    let id = sign_in(&s, "microsoft").await?;
    synced(&client, &s, &id, n).await?;
    let first = started.elapsed();
    let first_requests = fake.requests() - before;
    println!(
        "Graph first sync of {n} messages: {:.2} s ({:.0} msg/s), {first_requests} Graph requests",
        first.as_secs_f64(),
        n as f64 / first.as_secs_f64()
    );
    // Let the body index finish, so that only the sync's requests are counted below.
    let settle = Instant::now();
    while get(&client, &s, &format!("/accounts/{id}")).await?["data"]["sync"]["bodies"] != "complete" {
        if settle.elapsed() > Duration::from_secs(900) {
            bail!("bodies not indexed");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    println!(
        "Graph bodies in the full-text index {:.1} s after the first sync; {} Graph requests in all by then",
        settle.elapsed().as_secs_f64(),
        fake.requests() - before
    );
    let idle = fake.requests();
    tokio::time::sleep(Duration::from_secs(30)).await;
    println!("Graph requests of an idle account, polled: {} in 30 s", fake.requests() - idle);
    let changes = 100;
    let before = fake.requests();
    let started = Instant::now();
    for message in ids.iter().take(changes) {
        fake.set_read(USER, message, true);
    }
    fake.deliver(USER, "inbox", &message(n + 1));
    listed(&client, &s, &id, &format!("Message {} about topic {}", n + 1, (n + 1) % 13), Duration::from_secs(60))
        .await?;
    println!(
        "{changes} flag changes by another client, then one new message: listed after {:.2} s (the 15 s poll), {} Graph requests ({:.2} per change)",
        started.elapsed().as_secs_f64(),
        fake.requests() - before,
        (fake.requests() - before) as f64 / (changes + 1) as f64
    );
    drop(s);

    // New mail with change notifications, and without.
    for public in [true, false] {
        let fake = FakeMicrosoft::start();
        fake.add_user(USER);
        fake.sign_in_as(USER);
        let extra = args(&fake, public);
        let (s, _) = start(bin, &extra.iter().map(String::as_str).collect::<Vec<_>>()).await?;
        let id = sign_in(&s, "microsoft").await?;
        synced(&client, &s, &id, 0).await?;
        if public {
            let made = Instant::now();
            while fake.subscriptions(USER).is_empty() {
                if made.elapsed() > Duration::from_secs(20) {
                    bail!("no subscription");
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
        let rounds = if public { 20 } else { 5 };
        let mut samples = new_mail_latency(&client, &s, &id, rounds, &public.to_string(), |raw| {
            drop(fake.deliver(USER, "inbox", raw))
        })
        .await?;
        println!(
            "Graph new mail → listed, {} ({rounds} rounds): p50 {:.0} ms, max {:.0} ms",
            if public { "change notifications" } else { "polled every 15 s" },
            percentile(&mut samples, 0.5).as_secs_f64() * 1e3,
            samples.iter().max().copied().unwrap_or_default().as_secs_f64() * 1e3
        );
        drop(s);
    }

    // A first sync that meets Graph's throttling: 20 answers of 429 with Retry-After: 2.
    let fake = FakeMicrosoft::start();
    fake.add_user(USER);
    fake.sign_in_as(USER);
    let small = n.min(2000);
    for i in 0..small {
        fake.deliver(USER, "inbox", &message(i));
    }
    let extra = args(&fake, false);
    let (s, _) = start(bin, &extra.iter().map(String::as_str).collect::<Vec<_>>()).await?;
    let started = Instant::now();
    let id = sign_in(&s, "microsoft").await?;
    fake.throttle(20, 2);
    let before = fake.requests();
    synced(&client, &s, &id, small).await?;
    println!(
        "Graph first sync of {small} messages with 20 throttled answers (Retry-After: 2): {:.2} s, {} Graph requests (the mailbox rests: no request while it does)",
        started.elapsed().as_secs_f64(),
        fake.requests() - before
    );
    Ok(())
}
