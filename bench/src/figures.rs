//! What the connected-account benches measure on either side (postern's, in `accounts`, and
//! the reference's, in `benethos`): the mailbox's user, latency series, the health probe, CPU
//! and memory, new mail and when a list shows it, and the figures each side reports.

use crate::percentile;
use anyhow::{Result, bail};
use serde_json::Value;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const USER: &str = "alice@example.test";
pub const PASSWORD: &str = "alicepass";

/// Requests in each latency series: sequential on one connection, then 20 clients x 10.
pub const SEQUENTIAL: usize = 200;
pub const CLIENTS: usize = 20;
pub const PER_CLIENT: usize = 10;
/// New-mail trials per side: waits (postern) or change feed (benethos), then "a list shows it".
pub const FEED_ROUNDS: usize = 10;
pub const LIST_ROUNDS: usize = 5;

/// Latency of one kind of request, sequential and under 20 concurrent clients.
pub struct Series {
    pub seq: (Duration, Duration, f64),
    pub conc: (Duration, Duration, f64),
    pub errors: usize,
    /// Items on the first page (a sanity check that both sides found the same).
    pub items: usize,
}

/// One GET with the bearer token; returns the body if 2xx.
pub async fn get_json(client: &reqwest::Client, url: &str, token: &str) -> Result<Value> {
    let r = client.get(url).bearer_auth(token).send().await?;
    let status = r.status();
    if !status.is_success() {
        bail!("GET {url}: {status}: {}", r.text().await.unwrap_or_default());
    }
    Ok(r.json().await?)
}

fn stats(mut samples: Vec<Duration>, wall: Duration) -> (Duration, Duration, f64) {
    samples.sort();
    if samples.is_empty() {
        return (Duration::ZERO, Duration::ZERO, 0.0);
    }
    (percentile(&samples, 0.5), percentile(&samples, 0.99), samples.len() as f64 / wall.as_secs_f64())
}

/// `SEQUENTIAL` GETs of `url` on one connection, then `CLIENTS` clients x `PER_CLIENT`, each
/// client on its own connection. `items` names the list in the answer.
pub async fn series(url: &str, token: &str, items: &str) -> Result<Series> {
    let client = reqwest::Client::builder().timeout(Duration::from_secs(300)).build()?;
    let first = get_json(&client, url, token).await?;
    let items = first[items].as_array().map_or(0, Vec::len);
    let mut errors = 0;
    let mut samples = Vec::new();
    let started = Instant::now();
    for _ in 0..SEQUENTIAL {
        let t = Instant::now();
        match client.get(url).bearer_auth(token).send().await {
            Ok(r) if r.status().is_success() => {
                r.bytes().await?;
                samples.push(t.elapsed());
            }
            _ => errors += 1,
        }
    }
    let seq = stats(samples, started.elapsed());
    // The clients are built before the clock starts (building one loads the TLS roots, tens of
    // milliseconds of CPU on the cores the service runs on); each opens its connection with its
    // first, timed request.
    let clients = (0..CLIENTS)
        .map(|_| reqwest::Client::builder().timeout(Duration::from_secs(300)).build())
        .collect::<Result<Vec<_>, _>>()?;
    let started = Instant::now();
    let mut tasks = Vec::new();
    for client in clients {
        let (url, token) = (url.to_string(), token.to_string());
        tasks.push(tokio::spawn(async move {
            let (mut samples, mut errors) = (Vec::new(), 0);
            for _ in 0..PER_CLIENT {
                let t = Instant::now();
                match client.get(&url).bearer_auth(&token).send().await {
                    Ok(r) if r.status().is_success() => {
                        r.bytes().await?;
                        samples.push(t.elapsed());
                    }
                    _ => errors += 1,
                }
            }
            anyhow::Ok((samples, errors))
        }));
    }
    let mut samples = Vec::new();
    for t in tasks {
        let (s, e) = t.await??;
        samples.extend(s);
        errors += e;
    }
    let conc = stats(samples, started.elapsed());
    Ok(Series { seq, conc, errors, items })
}

/// GETs of a health URL every 0.1 s; the longest wait for an answer, counting the one still
/// open when it is stopped (a frozen service answers nothing).
pub struct HealthProbe {
    stop: Arc<AtomicBool>,
    state: Arc<Mutex<(Vec<Duration>, Option<Instant>)>>,
    task: tokio::task::JoinHandle<()>,
}

impl HealthProbe {
    pub fn start(url: String) -> HealthProbe {
        let stop = Arc::new(AtomicBool::new(false));
        let state = Arc::new(Mutex::new((Vec::new(), None)));
        let (s, st) = (stop.clone(), state.clone());
        let task = tokio::spawn(async move {
            let client = reqwest::Client::new();
            while !s.load(Ordering::Relaxed) {
                let t = Instant::now();
                st.lock().unwrap().1 = Some(t);
                let ok = client.get(&url).send().await.is_ok_and(|r| r.status().is_success());
                {
                    let mut g = st.lock().unwrap();
                    g.1 = None;
                    if ok {
                        g.0.push(t.elapsed());
                    }
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
        HealthProbe { stop, state, task }
    }

    /// Stops; returns the longest wait and how many probes were answered.
    pub fn finish(self) -> (Duration, usize) {
        self.stop.store(true, Ordering::Relaxed);
        self.task.abort();
        let g = self.state.lock().unwrap();
        let open = g.1.map(|t| t.elapsed()).unwrap_or_default();
        (g.0.iter().copied().max().unwrap_or_default().max(open), g.0.len())
    }
}

/// CPU time (user + system) of a process so far, from /proc (USER_HZ = 100).
pub fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit_once(')').map(|(_, r)| r.split_whitespace().collect()).unwrap_or_default();
    let ticks: u64 = fields.get(11..13).map_or(0, |f| f.iter().filter_map(|v| v.parse::<u64>().ok()).sum());
    Duration::from_millis(ticks * 10)
}

pub fn mb(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// What one service measured.
#[derive(Default)]
pub struct Figures {
    pub security: String,
    pub start: Duration,
    /// None: not finished within the cap.
    pub sync: Option<Duration>,
    pub cap: Duration,
    pub sync_cpu: Duration,
    pub rss_before: f64,
    pub rss_peak: f64,
    pub rss_end: f64,
    pub silence: (Duration, usize),
    pub list: Option<Series>,
    pub from: Option<Series>,
    pub q: Option<Series>,
    /// New mail → postern's folder wait answered / benethos's change feed has it.
    pub feed: Option<(Duration, Duration)>,
    /// New mail → the first list page shows it.
    pub shown: Option<(Duration, Duration)>,
    pub notes: Vec<String>,
}

/// `url` polled every 10 ms until its list's items hold `subject`; returns when.
pub async fn until_listed(
    client: &reqwest::Client,
    url: &str,
    token: &str,
    items: &str,
    subject: &str,
) -> Result<Instant> {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let page = get_json(client, url, token).await?;
        if page[items].as_array().into_iter().flatten().any(|m| m["subject"] == subject) {
            return Ok(Instant::now());
        }
        if Instant::now() > deadline {
            bail!("{subject:?} not listed after 120 s");
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

pub fn new_mail(side: &str, round: usize, code: u32) -> (String, Vec<u8>) {
    let subject = format!("Bench new mail {side} {round} {}", crate::mailgen::now_secs());
    let raw = format!(
        "From: svc@example.test\r\nTo: {USER}\r\nSubject: {subject}\r\nMessage-ID: <new-{side}-{round}-{code}@bench.test>\r\n\r\nYour verification code is {code}.\r\n"
    );
    (subject, raw.into_bytes())
}

pub fn p50_p99(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    (percentile(&samples, 0.5), percentile(&samples, 0.99))
}

pub fn encode(s: &str) -> String {
    s.replace('@', "%40").replace(' ', "%20")
}
