//! Connected accounts against a real Dovecot, postern beside benethos-mailbox-service 0.5.2 (the
//! method of `shared/reference/benethos-bench.md`): one Dovecot with TLS (STARTTLS on the plain
//! listener), one mailbox of the reference's mail mix ([`crate::mailgen`]); then in this order
//! the floor (a minimal client's cold SELECTs, cold and warm `UID FETCH 1:* (UID FLAGS
//! INTERNALDATE RFC822.SIZE ENVELOPE)` of every folder), postern (start, `POST /accounts` → first
//! pass done, latency series, new-mail trials), and, when asked (`BENCH_BENETHOS=1`), benethos
//! against the same Dovecot and the same mail ([`crate::benethos`]). Prints both and a table.

use crate::figures::{
    CLIENTS, FEED_ROUNDS, Figures, HealthProbe, LIST_ROUNDS, PASSWORD, Series, USER, cpu, encode, get_json, mb, ms,
    new_mail, p50_p99, series, until_listed,
};
use crate::mailgen::{self, ALL_FOLDERS, FOLDERS, Mailbox};
use crate::{percentile, rss_kib, start};
use anyhow::{Context, Result, bail};
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// Reads one IMAP response line with its literals (and its trailing CRLF).
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

/// Sends a tagged command and reads up to its tagged answer; returns how many untagged lines and
/// the last `* N EXISTS`.
async fn command(reader: &mut BufReader<TcpStream>, tag: &str, text: &str) -> Result<(usize, usize)> {
    reader.get_mut().write_all(format!("{tag} {text}\r\n").as_bytes()).await?;
    let (mut untagged, mut exists) = (0, 0);
    loop {
        let line = read_response(reader).await?;
        if line.starts_with(format!("{tag} ").as_bytes()) {
            if !line.starts_with(format!("{tag} OK").as_bytes()) {
                bail!("{text}: {}", String::from_utf8_lossy(&line));
            }
            return Ok((untagged, exists));
        }
        let trimmed = line.strip_suffix(b"\r\n").unwrap_or(&line);
        if let Some(n) = trimmed
            .strip_prefix(b"* ")
            .and_then(|l| l.strip_suffix(b" EXISTS"))
            .and_then(|n| std::str::from_utf8(n).ok()?.parse().ok())
        {
            exists = n;
        }
        untagged += 1;
    }
}

struct Floor {
    cold_index: Duration,
    cold: Duration,
    warm: Duration,
    fetched: usize,
}

/// The floor, plain IMAP on loopback: the first SELECT of every folder (Dovecot indexes the
/// files), then `UID FETCH 1:* (…ENVELOPE)` of every folder twice (cold, then warm from its
/// cache).
async fn floor(dovecot: &Dovecot) -> Result<Floor> {
    let stream = TcpStream::connect((dovecot.host(), dovecot.imap_port())).await?;
    let mut reader = BufReader::with_capacity(64 * 1024, stream);
    read_response(&mut reader).await?;
    command(&mut reader, "a", &format!("LOGIN {USER} {PASSWORD}")).await?;
    let started = Instant::now();
    let mut sizes = Vec::new();
    for folder in ALL_FOLDERS {
        sizes.push(command(&mut reader, "s", &format!("SELECT \"{folder}\"")).await?.1);
    }
    let cold_index = started.elapsed();
    let mut fetch = async || -> Result<(Duration, usize)> {
        let started = Instant::now();
        let mut fetched = 0;
        for (folder, size) in ALL_FOLDERS.iter().zip(&sizes) {
            command(&mut reader, "s", &format!("SELECT \"{folder}\"")).await?;
            if *size > 0 {
                fetched +=
                    command(&mut reader, "f", "UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)").await?.0;
            }
        }
        Ok((started.elapsed(), fetched))
    };
    let (cold, _) = fetch().await?;
    let (warm, fetched) = fetch().await?;
    command(&mut reader, "z", "LOGOUT").await.ok();
    Ok(Floor { cold_index, cold, warm, fetched })
}

/// The floor as `shared/reference/benethos-bench.md` took it (and as the issue quotes it):
/// Python's imaplib over STARTTLS, warm (`bench/imaplib_floor.py`). `None` when the Dovecot has
/// no TLS or python3 is missing.
fn imaplib_floor(dovecot: &Dovecot, n: usize) -> Result<Option<Duration>> {
    let Some(der) = dovecot.tls_cert_der() else { return Ok(None) };
    let cert = std::env::temp_dir().join(format!("postern-bench-{}-cert.der", std::process::id()));
    std::fs::write(&cert, der)?;
    let mut command = std::process::Command::new("python3");
    command
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/imaplib_floor.py"))
        .args([dovecot.host(), &dovecot.imap_port().to_string(), USER, PASSWORD])
        .arg(&cert)
        .args(ALL_FOLDERS);
    let output = command.output();
    let _ = std::fs::remove_file(&cert);
    let Ok(output) = output else { return Ok(None) };
    if !output.status.success() {
        bail!("imaplib floor: {}", String::from_utf8_lossy(&output.stderr));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let (took, seen) = text.trim().split_once(' ').context("imaplib floor output")?;
    if seen.parse::<usize>()? < n {
        bail!("the imaplib floor saw {seen} of {n} messages");
    }
    Ok(Some(Duration::from_secs_f64(took.parse()?)))
}

/// With `BENCH_HOLD=<file>`: writes the list URL and the token to the file, then waits until the
/// file is gone, so that a profiler or another load generator can work on the synced service.
async fn hold(list: &str, token: &str) {
    let Ok(path) = std::env::var("BENCH_HOLD") else { return };
    std::fs::write(&path, format!("{list}\n{token}\n")).expect("BENCH_HOLD file");
    while std::path::Path::new(&path).exists() {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// postern: start, connect the account, first pass, latencies, new mail. Returns its figures
/// and the files of the new mail it delivered.
async fn postern_side(bin: &str, dovecot: &Dovecot, n: usize, mail: &Mailbox) -> Result<(Figures, Vec<PathBuf>)> {
    let mut f = Figures { security: "plain IMAP (loopback)".into(), ..Default::default() };
    let (s, ready) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
    f.start = ready;
    let pid = s.child.id();
    let client = reqwest::Client::new();
    let api = format!("{}/api/v1", s.http);
    let probe = HealthProbe::start(format!("{}/healthz", s.http));
    f.rss_before = mb(rss_kib(pid, "VmRSS:"));
    let cpu0 = cpu(pid);
    // Postern has no setting to trust a private CA for a mail server (only the public roots), so
    // it reaches the loopback Dovecot without TLS; benethos uses STARTTLS on the same listener.
    let body = json!({
        "provider": "imap", "email": USER,
        "settings": {"imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none"},
        "credentials": {"password": PASSWORD},
    });
    let (id, took) = connect_and_sync(&client, &api, &s.token, &body).await?;
    f.sync = Some(took);
    f.sync_cpu = cpu(pid) - cpu0;
    f.silence = probe.finish();
    f.rss_peak = mb(rss_kib(pid, "VmHWM:"));
    let folders = get_json(&client, &format!("{api}/accounts/{id}/folders"), &s.token).await?;
    let indexed: u64 =
        folders["data"].as_array().into_iter().flatten().filter_map(|f| f["message_count"].as_u64()).sum();
    if indexed < n as u64 {
        bail!("the index holds {indexed} of {n} messages");
    }
    let indexing = Instant::now();
    wait_for_search_index(&client, &api, &s.token, &id).await?;
    f.notes.push(format!("full-text index complete {:.2} s after the first pass", indexing.elapsed().as_secs_f64()));
    // After the first pass postern reads every body into the full-text index, a bounded step at
    // a time with a pass between steps; until that is complete, `q=` asks Dovecot's SEARCH for
    // the folders not indexed yet. The series below measure the steady state after it.
    loop {
        let a = get_json(&client, &format!("{api}/accounts/{id}"), &s.token).await?;
        match a["data"]["sync"]["bodies"].as_str() {
            Some("complete") => {
                f.notes.push(format!(
                    "bodies in the full-text index {:.1} s after the first pass (service CPU {:.1} s since the POST, RSS peak {:.1} MB)",
                    indexing.elapsed().as_secs_f64(),
                    (cpu(pid) - cpu0).as_secs_f64(),
                    mb(rss_kib(pid, "VmHWM:"))
                ));
                break;
            }
            Some("pending" | "indexing") if indexing.elapsed() < Duration::from_secs(3600) => {}
            other => {
                f.notes.push(format!(
                    "body index: {other:?} {:.1} s after the first pass",
                    indexing.elapsed().as_secs_f64()
                ));
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let list = format!("{api}/accounts/{id}/messages?folder=inbox&limit=50");
    hold(&list, &s.token).await;
    f.list = Some(series(&list, &s.token, "data").await?);
    f.from = Some(series(&format!("{list}&from={}", encode(&mail.sender)), &s.token, "data").await?);
    f.q = Some(series(&format!("{list}&q=invoice"), &s.token, "data").await?);

    // New mail → the answer of a wait on the INBOX (checks while it waits, body read, extraction).
    let mut delivered = Vec::new();
    let mut samples = Vec::new();
    for round in 0..FEED_ROUNDS {
        let url = format!("{api}/accounts/{id}/messages/wait?folder=inbox&require=otp&timeout=20");
        let waiter = {
            let (client, token) = (client.clone(), s.token.clone());
            tokio::spawn(async move {
                let r = client.get(url).bearer_auth(token).send().await?;
                let answered = Instant::now();
                anyhow::Ok((answered, r.json::<Value>().await?))
            })
        };
        // The mail lands at a different moment of the service's checks each round (every
        // 10 ms of a 100 ms span), not always at the same phase of them.
        tokio::time::sleep(Duration::from_millis(50 + (round as u64 * 10) % 100)).await;
        let code = 300_000 + round as u32;
        let (_, raw) = new_mail("postern-wait", round, code);
        let t = Instant::now();
        delivered.push(dovecot.deliver_to_maildir(USER, &raw));
        let (answered, found) = waiter.await??;
        if found["data"]["otp"] != json!(code.to_string()) {
            bail!("round {round}: the wait answered {found}");
        }
        samples.push(answered.saturating_duration_since(t));
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    f.feed = Some(p50_p99(samples));
    let mut samples = Vec::new();
    for round in 0..LIST_ROUNDS {
        let (subject, raw) = new_mail("postern-list", round, 400_000 + round as u32);
        let t = Instant::now();
        delivered.push(dovecot.deliver_to_maildir(USER, &raw));
        let shown = until_listed(&client, &list, &s.token, "data", &subject).await?;
        samples.push(shown - t);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    f.shown = Some(p50_p99(samples));
    f.rss_end = mb(rss_kib(pid, "VmRSS:"));
    let id = during_first_passes(&client, &api, &s.token, &id, &body, None, &mut f).await?;
    // Again with Dovecot on a core of its own, standing for a server on another machine.
    if let Some(cores) = Cores::split(dovecot, pid) {
        let pinned = during_first_passes(&client, &api, &s.token, &id, &body, Some(&cores), &mut f).await;
        cores.release();
        pinned?;
    }
    drop(s);
    Ok((f, delivered))
}

/// Polls the account every 50 ms until its full-text index of headers is complete.
async fn wait_for_search_index(client: &reqwest::Client, api: &str, token: &str, id: &str) -> Result<()> {
    while get_json(client, &format!("{api}/accounts/{id}"), token).await?["data"]["sync"]["search_index_complete"]
        != json!(true)
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(())
}

/// POSTs the account and polls its status every 10 ms until its first pass is done: its id and
/// how long that took.
async fn connect_and_sync(
    client: &reqwest::Client,
    api: &str,
    token: &str,
    body: &Value,
) -> Result<(String, Duration)> {
    let started = Instant::now();
    let r = client.post(format!("{api}/accounts")).bearer_auth(token).json(body).send().await?;
    if r.status() != 201 {
        bail!("connecting the account: {}: {}", r.status(), r.text().await.unwrap_or_default());
    }
    let account: Value = r.json().await?;
    let id = account["data"]["id"].as_str().context("no account id")?.to_string();
    loop {
        let a = get_json(client, &format!("{api}/accounts/{id}"), token).await?;
        if a["data"]["sync"]["state"] == "idle" {
            return Ok((id, started.elapsed()));
        }
        if started.elapsed() > Duration::from_secs(1200) {
            bail!("the sync did not finish in 20 minutes");
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// First passes timed with `GET /messages` running beside them (see [`during_first_passes`]).
const DURING_PASSES: usize = 3;

/// `GET /messages` every 5 ms until `stop`: the latency of each answer. The requests are made
/// by a thread of its own, with blocking reads on one kept-alive connection, so that an answer
/// wakes one thread of the client (an async client wakes its connection's task and then the
/// caller's). That thread asks Linux for the shortest slice, as the service's answering threads
/// do (`postern_core::sched::answering`), so that its own wake-up behind Dovecot or the service's syncs, which share the two
/// cores with it here, is not counted as the service's latency.
fn time_requests(
    api: &str,
    path: &str,
    token: &str,
    cores: Option<&Cores>,
    stop: Arc<AtomicBool>,
) -> std::thread::JoinHandle<Result<Vec<Duration>>> {
    let address = api.trim_start_matches("http://");
    let (host, base) = address.split_once('/').unwrap_or((address, ""));
    let request = format!("GET /{base}{path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\n\r\n");
    let host = host.to_string();
    let path = path.to_string();
    let service = cores.map(Cores::service);
    std::thread::spawn(move || {
        if let Some(service) = service {
            pin_task(0, &service);
        }
        postern_core::sched::answering();
        let mut conn = std::io::BufReader::new(std::net::TcpStream::connect(&host)?);
        conn.get_ref().set_nodelay(true)?;
        let mut samples = Vec::new();
        let mut line = String::new();
        while !stop.load(Ordering::Relaxed) {
            let t = Instant::now();
            std::io::Write::write_all(conn.get_mut(), request.as_bytes())?;
            let mut length = None;
            line.clear();
            std::io::BufRead::read_line(&mut conn, &mut line)?;
            if !line.starts_with("HTTP/1.1 200") {
                bail!("GET {path}: {}", line.trim_end());
            }
            loop {
                line.clear();
                std::io::BufRead::read_line(&mut conn, &mut line)?;
                if line == "\r\n" || line.is_empty() {
                    break;
                }
                if let Some((name, value)) = line.split_once(':')
                    && name.eq_ignore_ascii_case("content-length")
                {
                    length = value.trim().parse::<usize>().ok();
                }
            }
            let mut body = vec![0; length.context("an answer without Content-Length")?];
            std::io::Read::read_exact(&mut conn, &mut body)?;
            samples.push(t.elapsed());
            std::thread::sleep(Duration::from_millis(5));
        }
        Ok(samples)
    })
}

/// The API while a first pass runs, against the API idle just after it: [`DURING_PASSES`] times,
/// the account is deleted and connected again (without the full-text index of bodies, so that
/// nothing runs once its pass and its headers' full-text index are done), `GET /messages` is
/// timed every 5 ms until that pass is done, then, once that index is complete, for as long as
/// the pass took. Idle and busy spans take turns, so that a change in the
/// machine's speed (it is a shared virtual machine) lands on both, and each p99 rests on several
/// hundred requests. The pass's own time is noted too: this load stretches it, which is why the
/// first pass above runs without it. With `cores`, Dovecot and postern run on cores of their own
/// ([`Cores`]). Returns the account's id.
async fn during_first_passes(
    client: &reqwest::Client,
    api: &str,
    token: &str,
    id: &str,
    body: &Value,
    cores: Option<&Cores>,
    f: &mut Figures,
) -> Result<String> {
    let mut body = body.clone();
    body["settings"]["index_bodies"] = json!(false);
    let path = "/messages?limit=25";
    let (mut during, mut idle, mut passes) = (Vec::new(), Vec::new(), Vec::new());
    let mut id = id.to_string();
    for _ in 0..DURING_PASSES {
        let r = client.delete(format!("{api}/accounts/{id}")).bearer_auth(token).send().await?;
        if !r.status().is_success() {
            bail!("deleting the account: {}", r.status());
        }
        let stop = Arc::new(AtomicBool::new(false));
        let timing = time_requests(api, path, token, cores, stop.clone());
        let (again, took) = connect_and_sync(client, api, token, &body).await?;
        stop.store(true, Ordering::Relaxed);
        let mut samples = timing.join().expect("the timing thread")?;
        samples.sort();
        passes.push(format!("{} (p99 {:.2} ms)", fmt_d(took), ms(percentile(&samples, 0.99))));
        during.extend(samples);
        // The headers' full-text index is filled right after the pass; idle is after that.
        wait_for_search_index(client, api, token, &again).await?;
        let stop = Arc::new(AtomicBool::new(false));
        let timing = time_requests(api, path, token, cores, stop.clone());
        tokio::time::sleep(took).await;
        stop.store(true, Ordering::Relaxed);
        idle.extend(timing.join().expect("the timing thread")?);
        id = again;
    }
    during.sort();
    idle.sort();
    if during.is_empty() || idle.is_empty() {
        bail!("no request was answered beside the first passes");
    }
    let (busy, rest) = (percentile(&during, 0.99), percentile(&idle, 0.99));
    let placed = match cores {
        None => String::new(),
        Some(c) => format!(
            ", Dovecot on core {} and postern with the timing thread on the other{}",
            c.imap_core(),
            if c.count > 2 { "s" } else { "" }
        ),
    };
    f.notes.push(format!(
        "GET /messages during {DURING_PASSES} first passes (the account deleted and connected again{placed}; under this load they took {}): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} requests)",
        passes.join(", "),
        ms(percentile(&during, 0.5)),
        ms(busy),
        ms(*during.last().unwrap()),
        during.len()
    ));
    f.notes.push(format!(
        "GET /messages idle, as long again after each of those passes (and their headers' full-text index): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} requests); p99 during / idle: {:.2}x",
        ms(percentile(&idle, 0.5)),
        ms(rest),
        ms(*idle.last().unwrap()),
        idle.len(),
        busy.as_secs_f64() / rest.as_secs_f64()
    ));
    Ok(id)
}

/// The cores of the second series of [`during_first_passes`]: Dovecot (its processes, and those
/// it starts later) on the last core, postern (its threads, and those it starts later) and the
/// timing thread on the others. On one machine, Dovecot sending a first pass's envelopes keeps a
/// core busy at normal priority, and a request that waits behind it waits for the kernel's tick
/// (4 ms here); with the server on another machine, as in use, that wait does not exist. This
/// series takes it away, the first one keeps it.
struct Cores {
    /// Dovecot's master process.
    master: u32,
    postern: u32,
    /// The machine's cores; Dovecot gets the last one.
    count: usize,
}

impl Cores {
    /// Pins Dovecot and postern apart; `None` on a machine with one core or where pinning fails.
    fn split(dovecot: &Dovecot, postern: u32) -> Option<Cores> {
        let count = std::thread::available_parallelism().map_or(1, |n| n.get());
        let master = dovecot.pid()?;
        if count < 2 {
            return None;
        }
        let cores = Cores { master, postern, count };
        if !(pin_tree(master, &cores.imap()) && pin_process(postern, &cores.service())) {
            cores.release();
            return None;
        }
        Some(cores)
    }

    fn imap_core(&self) -> usize {
        self.count - 1
    }

    fn imap(&self) -> libc::cpu_set_t {
        core_set(self.imap_core()..self.count)
    }

    fn service(&self) -> libc::cpu_set_t {
        core_set(0..self.imap_core())
    }

    /// Every core again for both (and for what Dovecot started meanwhile).
    fn release(self) {
        let all = core_set(0..self.count);
        pin_tree(self.master, &all);
        pin_process(self.postern, &all);
    }
}

/// The set of `cores`.
fn core_set(cores: std::ops::Range<usize>) -> libc::cpu_set_t {
    // SAFETY: cpu_set_t is a plain bit set; all zeroes is the empty set.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    for core in cores {
        // SAFETY: the machine's cores are below CPU_SETSIZE.
        unsafe { libc::CPU_SET(core, &mut set) };
    }
    set
}

/// Pins `root` and every process below it (one of them may end meanwhile); whether `root` was.
fn pin_tree(root: u32, cores: &libc::cpu_set_t) -> bool {
    let pinned: Vec<bool> = process_tree(root).into_iter().map(|pid| pin_process(pid, cores)).collect();
    pinned[0]
}

/// `root`, then every process below it.
fn process_tree(root: u32) -> Vec<u32> {
    let parents: Vec<(u32, u32)> = std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let pid = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            let ppid = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()?;
            Some((pid, ppid))
        })
        .collect();
    let mut tree = vec![root];
    let mut i = 0;
    while i < tree.len() {
        let parent = tree[i];
        tree.extend(parents.iter().filter(|(_, ppid)| *ppid == parent).map(|(pid, _)| *pid));
        i += 1;
    }
    tree
}

/// Pins every thread of a process; false if none could be.
fn pin_process(pid: u32, cores: &libc::cpu_set_t) -> bool {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).into_iter().flatten().flatten();
    let tids: Vec<i32> = tasks.filter_map(|t| t.file_name().to_str()?.parse().ok()).collect();
    let mut any = false;
    for tid in tids {
        any |= pin_task(tid, cores);
    }
    any
}

/// Pins one thread (0: the calling one).
fn pin_task(tid: i32, cores: &libc::cpu_set_t) -> bool {
    // SAFETY: sched_setaffinity reads `cores`, which lives across the call.
    unsafe { libc::sched_setaffinity(tid, std::mem::size_of::<libc::cpu_set_t>(), cores) == 0 }
}

fn fmt_d(d: Duration) -> String {
    if d >= Duration::from_secs(10) {
        format!("{:.1} s", d.as_secs_f64())
    } else if d >= Duration::from_secs(1) {
        format!("{:.2} s", d.as_secs_f64())
    } else if d >= Duration::from_millis(10) {
        format!("{:.0} ms", ms(d))
    } else {
        format!("{:.2} ms", ms(d))
    }
}

fn fmt_pair((a, b): (Duration, Duration)) -> String {
    format!("{} / {}", fmt_d(a), fmt_d(b))
}

fn print_figures(name: &str, n: usize, f: &Figures) {
    println!("{name} ({}), {n} messages:", f.security);
    println!("  start -> first health answer: {}", fmt_d(f.start));
    match f.sync {
        Some(d) => println!(
            "  first pass of the account: {} ({:.0} msg/s), service CPU {:.1} s; RSS {:.1} MB before, peak {:.1} MB",
            fmt_d(d),
            n as f64 / d.as_secs_f64(),
            f.sync_cpu.as_secs_f64(),
            f.rss_before,
            f.rss_peak
        ),
        None => println!(
            "  first pass of the account: not finished after {:.0} s (stopped), service CPU {:.1} s; RSS {:.1} MB before, peak {:.1} MB",
            f.cap.as_secs_f64(),
            f.sync_cpu.as_secs_f64(),
            f.rss_before,
            f.rss_peak
        ),
    }
    println!(
        "  longest wait for a health answer during the pass: {} ({} probes answered)",
        fmt_d(f.silence.0),
        f.silence.1
    );
    for note in &f.notes {
        println!("  {note}");
    }
    for (what, s) in [("list INBOX", &f.list), ("from=", &f.from), ("q=invoice", &f.q)] {
        if let Some(s) = s {
            println!(
                "  {what} (limit 50, {} on the page): sequential p50 {:.2} ms, p99 {:.2} ms ({:.0} req/s); {CLIENTS} concurrent p50 {:.2} ms, p99 {:.2} ms ({:.0} req/s){}",
                s.items,
                ms(s.seq.0),
                ms(s.seq.1),
                s.seq.2,
                ms(s.conc.0),
                ms(s.conc.1),
                s.conc.2,
                if s.errors > 0 { format!("; {} errors", s.errors) } else { String::new() }
            );
        }
    }
    if let Some(p) = f.feed {
        println!("  new mail in the Maildir -> {} ({FEED_ROUNDS} rounds): p50 / p99 {}", feed_name(name), fmt_pair(p));
    }
    if let Some(p) = f.shown {
        println!(
            "  new mail in the Maildir -> the INBOX list shows it ({LIST_ROUNDS} rounds): p50 / p99 {}",
            fmt_pair(p)
        );
    }
    if f.rss_end > 0.0 {
        println!("  RSS at the end: {:.1} MB", f.rss_end);
    }
}

fn feed_name(name: &str) -> &'static str {
    if name == "postern" { "folder wait answered" } else { "/v1/changes has message.created" }
}

/// A row of the table: its label and how to read the cell from one side's figures.
type Row = (String, Box<dyn Fn(&Figures) -> String>);

fn print_table(n: usize, floor: &Floor, p: &Figures, b: Option<&Figures>) {
    let cell = |f: Option<&Figures>, get: &dyn Fn(&Figures) -> String| f.map_or("not run".to_string(), get);
    let series_cell = |s: &Option<Series>, conc: bool| {
        s.as_ref().map_or("–".to_string(), |s| fmt_pair(if conc { (s.conc.0, s.conc.1) } else { (s.seq.0, s.seq.1) }))
    };
    let rows: Vec<Row> = vec![
        ("IMAP connection".into(), Box::new(|f: &Figures| f.security.clone())),
        ("start -> first health answer".into(), Box::new(|f: &Figures| fmt_d(f.start))),
        (
            format!("first pass, wall (floor {} warm)", fmt_d(floor.warm)),
            Box::new(|f: &Figures| match f.sync {
                Some(d) => fmt_d(d),
                None => format!("not finished after {:.0} s", f.cap.as_secs_f64()),
            }),
        ),
        ("service CPU during the pass".into(), Box::new(|f: &Figures| fmt_d(f.sync_cpu))),
        ("RSS before -> peak".into(), Box::new(|f: &Figures| format!("{:.0} -> {:.0} MB", f.rss_before, f.rss_peak))),
        ("longest health wait during the pass".into(), Box::new(|f: &Figures| fmt_d(f.silence.0))),
        ("list INBOX seq p50 / p99".into(), Box::new(move |f: &Figures| series_cell(&f.list, false))),
        (format!("list INBOX {CLIENTS} concurrent"), Box::new(move |f: &Figures| series_cell(&f.list, true))),
        ("from= seq p50 / p99".into(), Box::new(move |f: &Figures| series_cell(&f.from, false))),
        (format!("from= {CLIENTS} concurrent"), Box::new(move |f: &Figures| series_cell(&f.from, true))),
        ("q=invoice seq p50 / p99".into(), Box::new(move |f: &Figures| series_cell(&f.q, false))),
        (format!("q=invoice {CLIENTS} concurrent"), Box::new(move |f: &Figures| series_cell(&f.q, true))),
        (
            "new mail -> wait (postern) / feed (benethos) p50 / p99".into(),
            Box::new(|f: &Figures| f.feed.map_or("–".into(), fmt_pair)),
        ),
        (
            "new mail -> INBOX list shows it p50 / p99".into(),
            Box::new(|f: &Figures| f.shown.map_or("–".into(), fmt_pair)),
        ),
    ];
    println!();
    println!("| N = {n} | postern | benethos-mailbox-service 0.5.2 |");
    println!("|---|---|---|");
    for (label, get) in &rows {
        println!("| {label} | {} | {} |", cell(Some(p), get.as_ref()), cell(b, get.as_ref()));
    }
    println!();
}

/// `bench/run.sh firstpass` (not part of the default run): only the first pass of an
/// `n`-message mailbox, `BENCH_ROUNDS` times (default 5), each round with a fresh server and the
/// warm floor taken just before it. With `BENCH_COMPARE=<bin>[:<bin>…]` those binaries take
/// turns with `bin` in every round: on a machine whose speed drifts by a quarter between runs,
/// only turns taken side by side compare two builds.
pub async fn first_pass_run(bin: &str, n: usize) -> Result<()> {
    let mut bins = vec![bin.to_string()];
    bins.extend(
        std::env::var("BENCH_COMPARE").unwrap_or_default().split(':').filter(|b| !b.is_empty()).map(String::from),
    );
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(5);
    let dovecot = Dovecot::start_with(DovecotOptions { tls: true, ..Default::default() });
    mailgen::generate(&dovecot, USER, n)?;
    let body = json!({
        "provider": "imap", "email": USER,
        "settings": {"imap_host": dovecot.host(), "imap_port": dovecot.imap_port(), "imap_security": "none"},
        "credentials": {"password": PASSWORD},
    });
    let mut ratios: Vec<Vec<f64>> = vec![Vec::new(); bins.len()];
    let mut imaplib_ratios: Vec<Vec<f64>> = vec![Vec::new(); bins.len()];
    for round in 1..=rounds {
        for (b, bin) in bins.iter().enumerate() {
            let floor = floor(&dovecot).await?.warm;
            let imaplib = imaplib_floor(&dovecot, n)?;
            let (s, _) = start(bin, &["--internal-host", "127.0.0.1"]).await?;
            let pid = s.child.id();
            let cpu0 = cpu(pid);
            let api = format!("{}/api/v1", s.http);
            let (id, took) = connect_and_sync(&reqwest::Client::new(), &api, &s.token, &body).await?;
            hold(&format!("{api}/accounts/{id}/messages?folder=inbox&limit=50"), &s.token).await;
            let ratio = took.as_secs_f64() / floor.as_secs_f64();
            ratios[b].push(ratio);
            let imaplib = imaplib.map_or(String::new(), |d| {
                let ratio = took.as_secs_f64() / d.as_secs_f64();
                imaplib_ratios[b].push(ratio);
                format!("; imaplib/STARTTLS floor {}: {ratio:.2}x", fmt_d(d))
            });
            println!(
                "round {round} {bin}: first pass {} (service CPU {}), warm floor {}: {ratio:.2}x{imaplib}; RSS peak {:.1} MB",
                fmt_d(took),
                fmt_d(cpu(pid) - cpu0),
                fmt_d(floor),
                mb(rss_kib(pid, "VmHWM:"))
            );
            if round == rounds {
                mail_after_a_first_pass(&s, &api, &id).await?;
            }
        }
    }
    for ((bin, r), imaplib) in bins.iter().zip(ratios).zip(imaplib_ratios) {
        for (floor, mut r) in [("floor", r), ("imaplib floor", imaplib)] {
            if r.is_empty() {
                continue;
            }
            r.sort_by(f64::total_cmp);
            println!(
                "{bin}: first pass / {floor} over {rounds} rounds: median {:.2}x, best {:.2}x, worst {:.2}x",
                r[r.len() / 2],
                r[0],
                r[r.len() - 1]
            );
        }
    }
    Ok(())
}

/// One SMTP client sending to an inbox every 10 ms while something else runs: how long each
/// mail took (every write shares SQLite's one write lock).
struct MailMeanwhile {
    stop: Arc<AtomicBool>,
    sender: tokio::task::JoinHandle<Result<Vec<Duration>>>,
}

impl MailMeanwhile {
    async fn start(s: &crate::Server) -> Result<MailMeanwhile> {
        let (_, address) = crate::create_inboxes(s, 1).await?.pop().context("an inbox")?;
        let stop = Arc::new(AtomicBool::new(false));
        let (smtp, stopping) = (s.smtp.clone(), stop.clone());
        let sender = tokio::spawn(async move {
            let mut conn = crate::smtp::Connection::open(&smtp).await?;
            let mut took = Vec::new();
            for i in 0.. {
                if stopping.load(Ordering::Relaxed) {
                    break;
                }
                let t = Instant::now();
                conn.send(&address, &crate::message_of(1024, &address, i)).await?;
                took.push(t.elapsed());
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            conn.quit().await?;
            Ok(took)
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        Ok(MailMeanwhile { stop, sender })
    }

    /// "n mails over SMTP, p50 …, max …".
    async fn finish(self) -> Result<String> {
        self.stop.store(true, Ordering::Relaxed);
        let mut took = self.sender.await??;
        took.sort();
        Ok(format!(
            "{} mails over SMTP, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            took.len(),
            ms(percentile(&took, 0.5)),
            ms(percentile(&took, 0.99)),
            ms(*took.last().context("mail was sent")?)
        ))
    }
}

/// Mail over SMTP while the text of the synced account is indexed (the 5 s after its first
/// pass), then while the account is deleted.
async fn mail_after_a_first_pass(s: &crate::Server, api: &str, account: &str) -> Result<()> {
    let mail = MailMeanwhile::start(s).await?;
    tokio::time::sleep(Duration::from_secs(5)).await;
    println!("the 5 s after the first pass (text and body indexing): {}", mail.finish().await?);
    let mail = MailMeanwhile::start(s).await?;
    let started = Instant::now();
    let r = reqwest::Client::new().delete(format!("{api}/accounts/{account}")).bearer_auth(&s.token).send().await?;
    let deleting = started.elapsed();
    if !r.status().is_success() {
        bail!("deleting the account: {}", r.status());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    println!("DELETE of the account: {}; meanwhile {}", fmt_d(deleting), mail.finish().await?);
    Ok(())
}

/// One mailbox size: mail, Dovecot, floor, postern, then benethos if asked.
pub async fn sync_run(bin: &str, n: usize) -> Result<()> {
    let dovecot = Dovecot::start_with(DovecotOptions { tls: true, ..Default::default() });
    let mail = mailgen::generate(&dovecot, USER, n)?;
    println!(
        "mailbox of {n} messages ({}): {:.1} MB of Maildir++ files, generated in {:.1} s; from= {} ({} in the INBOX), q=invoice ({} in the INBOX)",
        FOLDERS.iter().zip(mail.counts).map(|((f, _), c)| format!("{f} {c}")).collect::<Vec<_>>().join(", "),
        mail.bytes as f64 / 1e6,
        mail.took.as_secs_f64(),
        mail.sender,
        mail.sender_hits,
        mail.invoice_hits
    );
    let floor = floor(&dovecot).await?;
    if floor.fetched < n {
        bail!("the bare fetch saw {} of {n} messages", floor.fetched);
    }
    println!(
        "floor (plain IMAP, every folder): cold index (first SELECTs) {}, UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE) cold {}, warm {}",
        fmt_d(floor.cold_index),
        fmt_d(floor.cold),
        fmt_d(floor.warm)
    );
    if let Some(d) = imaplib_floor(&dovecot, n)? {
        println!("floor as the reference took it (Python imaplib over STARTTLS, every folder), warm: {}", fmt_d(d));
    }
    let (p, delivered) = postern_side(bin, &dovecot, n, &mail).await?;
    print_figures("postern", n, &p);
    // The other side meets the same mailbox: without postern's new-mail trials.
    mailgen::remove_delivered(&dovecot, USER, &delivered)?;
    let benethos = crate::benethos::wanted(n);
    let b = match benethos {
        Ok(()) => {
            let b = crate::benethos::run(&dovecot, &mail).await?;
            print_figures("benethos", n, &b);
            Some(b)
        }
        Err(why) => {
            println!("benethos: {why}");
            None
        }
    };
    print_table(n, &floor, &p, b.as_ref());
    Ok(())
}
