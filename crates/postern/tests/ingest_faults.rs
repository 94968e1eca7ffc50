//! Faults during SMTP ingest, through a real `postern serve`: SIGKILL at random moments while ten
//! senders deliver (every message that got a `250` is stored exactly once after the restart),
//! and a disk that fills up (SMTP answers 4xx, nothing acknowledged is lost, and ingest recovers
//! once there is room again, without a restart).
//!
//! `POSTERN_CRASH_TRIALS` sets the number of kills (5 by default; the campaign in
//! `bench/README.md` runs 100).

mod common;

use common::Serve;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Starts `postern serve` on `data`; returns it and the admin token when this start printed one.
fn serve(data: &Path) -> (Serve, Option<String>) {
    common::start(None, Duration::from_secs(30), |http_port, smtp_port| {
        let mut command = common::serve_command(data, http_port, smtp_port);
        command.env_remove("POSTERN_MASTER_KEY");
        command
    })
}

/// One HTTP/1.1 request on a connection of its own; the JSON answer.
fn api(serve: &Serve, token: &str, method: &str, path: &str, body: Option<Value>) -> Value {
    let host = serve.http.trim_start_matches("http://");
    let mut stream = TcpStream::connect(host).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} /api/v1{path} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut stream, &mut answer).unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 2"), "{method} {path}: {head}");
    serde_json::from_str(body).unwrap()
}

/// Every subject stored in `inbox`, with how often.
fn stored_subjects(serve: &Serve, token: &str, inbox: &str) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    let mut cursor: Option<String> = None;
    loop {
        let mut path = format!("/inboxes/{inbox}/messages?limit=100");
        if let Some(c) = &cursor {
            path.push_str(&format!("&cursor={c}"));
        }
        let page = api(serve, token, "GET", &path, None);
        for m in page["data"].as_array().unwrap() {
            *counts.entry(m["subject"].as_str().unwrap_or_default().to_string()).or_default() += 1;
        }
        match page["pagination"]["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_string()),
            None => return counts,
        }
    }
}

/// One SMTP reply (the last line of a multi-line one), or `None` when the connection broke.
fn reply(read: &mut BufReader<TcpStream>) -> Option<String> {
    loop {
        let mut line = String::new();
        if read.read_line(&mut line).ok()? == 0 {
            return None;
        }
        if line.len() < 4 || line.as_bytes()[3] != b'-' {
            return Some(line.trim_end().to_string());
        }
    }
}

/// Sends messages with subjects `{prefix}-{n}` over one connection after another until `stop`
/// or until the server goes away; returns each subject and the reply to its final dot.
fn sender(port: u16, to: String, prefix: String, body: usize, stop: Arc<AtomicBool>) -> Vec<(String, String)> {
    let mut answers = Vec::new();
    let mut n = 0;
    'connections: while !stop.load(Ordering::Relaxed) {
        let Ok(stream) = TcpStream::connect(("127.0.0.1", port)) else { break };
        let mut write = stream.try_clone().unwrap();
        let mut read = BufReader::new(stream);
        if reply(&mut read).is_none() || write.write_all(b"EHLO sender.test\r\n").is_err() || reply(&mut read).is_none()
        {
            break;
        }
        for _ in 0..20 {
            if stop.load(Ordering::Relaxed) {
                break 'connections;
            }
            let subject = format!("{prefix}-{n}");
            n += 1;
            let message = format!("MAIL FROM:<s@sender.test>\r\nRCPT TO:<{to}>\r\nDATA\r\n");
            if write.write_all(message.as_bytes()).is_err() {
                break 'connections;
            }
            let (Some(_), Some(_), Some(data)) = (reply(&mut read), reply(&mut read), reply(&mut read)) else {
                break 'connections;
            };
            if !data.starts_with("354") {
                answers.push((subject, data));
                let _ = write.write_all(b"RSET\r\n");
                if reply(&mut read).is_none() {
                    break 'connections;
                }
                continue;
            }
            let content = format!("Subject: {subject}\r\n\r\n{}\r\n.\r\n", "x".repeat(body));
            if write.write_all(content.as_bytes()).is_err() {
                break 'connections;
            }
            match reply(&mut read) {
                Some(answer) => answers.push((subject, answer)),
                None => break 'connections,
            }
        }
        let _ = write.write_all(b"QUIT\r\n");
    }
    answers
}

/// A pseudo-random number from the clock (no dependency for one number per trial).
fn jitter(range: std::ops::Range<u64>) -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos() as u64;
    range.start + nanos.wrapping_mul(6364136223846793005) % (range.end - range.start)
}

#[test]
fn sigkill_during_ingest_loses_and_duplicates_nothing_acknowledged() {
    let trials: usize = std::env::var("POSTERN_CRASH_TRIALS").ok().and_then(|t| t.parse().ok()).unwrap_or(5);
    let dir = tempfile::tempdir().unwrap();
    let (mut running, token) = serve(dir.path());
    let token = token.expect("the first start prints the admin token");
    let (mut acknowledged, mut killed_at) = (0, Vec::new());
    for trial in 0..trials {
        let inbox = api(&running, &token, "POST", "/inboxes", Some(json!({})));
        let (inbox, address) =
            (inbox["data"]["id"].as_str().unwrap().to_string(), inbox["data"]["address"].as_str().unwrap().to_string());
        let stop = Arc::new(AtomicBool::new(false));
        let senders: Vec<_> = (0..10)
            .map(|s| {
                let (port, to, stop) = (running.smtp, address.clone(), stop.clone());
                std::thread::spawn(move || sender(port, to, format!("t{trial}-s{s}"), 2000, stop))
            })
            .collect();
        let after = jitter(50..800);
        std::thread::sleep(Duration::from_millis(after));
        running.child.kill().unwrap();
        running.child.wait().unwrap();
        killed_at.push(after);
        stop.store(true, Ordering::Relaxed);
        let answers: Vec<(String, String)> = senders.into_iter().flat_map(|s| s.join().unwrap()).collect();
        drop(running);
        running = serve(dir.path()).0;
        let stored = stored_subjects(&running, &token, &inbox);
        for (subject, answer) in &answers {
            if answer.starts_with("250") {
                acknowledged += 1;
                assert_eq!(stored.get(subject), Some(&1), "trial {trial}: {subject} was acknowledged ({answer})");
            }
        }
        assert!(stored.values().all(|n| *n == 1), "trial {trial}: a message stored twice: {stored:?}");
    }
    eprintln!("{trials} kills after {killed_at:?} ms; {acknowledged} acknowledged messages, each stored once");
    assert!(acknowledged > 0, "the senders got messages through");
}

/// A small filesystem of its own (tmpfs), unmounted when dropped.
struct SmallDisk {
    dir: tempfile::TempDir,
}

impl SmallDisk {
    /// `None` where this process may not mount (not root): the test says so and passes.
    fn mount(mib: u32) -> Option<SmallDisk> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={mib}m"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then_some(SmallDisk { dir })
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(self.dir.path()).status();
    }
}

/// Bytes that deflate cannot shrink much, so that the disk fills at the rate mail arrives.
fn noise(len: usize, seed: u64) -> String {
    let mut x = seed | 1;
    (0..len)
        .map(|i| {
            if i % 76 == 75 {
                return '\n';
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            char::from(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"[(x % 64) as usize])
        })
        .collect()
}

/// Sends one message with `subject`; the reply to its final dot (or the refusal before it).
fn send_one(port: u16, to: &str, subject: &str, body: &str) -> String {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let mut write = stream.try_clone().unwrap();
    let mut read = BufReader::new(stream);
    reply(&mut read).unwrap();
    write.write_all(format!("EHLO s.test\r\nMAIL FROM:<s@s.test>\r\nRCPT TO:<{to}>\r\nDATA\r\n").as_bytes()).unwrap();
    let (_, _, _, data) = (reply(&mut read), reply(&mut read), reply(&mut read), reply(&mut read).unwrap());
    if !data.starts_with("354") {
        return data;
    }
    let body = body.replace('\n', "\r\n");
    write.write_all(format!("Subject: {subject}\r\n\r\n{body}\r\n.\r\nQUIT\r\n").as_bytes()).unwrap();
    reply(&mut read).unwrap_or_else(|| "connection closed".into())
}

#[test]
fn a_full_disk_answers_4xx_loses_nothing_acknowledged_and_recovers() {
    let Some(disk) = SmallDisk::mount(48) else {
        eprintln!("not run: this process cannot mount a tmpfs (it needs root)");
        return;
    };
    let data = disk.dir.path().join("data");
    let (running, token) = serve(&data);
    let token = token.expect("the first start prints the admin token");
    let inbox = api(&running, &token, "POST", "/inboxes", Some(json!({})));
    let (inbox, address) =
        (inbox["data"]["id"].as_str().unwrap().to_string(), inbox["data"]["address"].as_str().unwrap().to_string());
    // Leave a few MiB free, then deliver until the disk is full.
    let filler = disk.dir.path().join("filler");
    let free = || {
        let out = Command::new("df").args(["--output=avail", "-B1"]).arg(disk.dir.path()).output().unwrap();
        String::from_utf8_lossy(&out.stdout).lines().nth(1).unwrap().trim().parse::<u64>().unwrap()
    };
    std::fs::write(&filler, vec![0u8; (free() - 6 * 1024 * 1024) as usize]).unwrap();
    let mut acknowledged = Vec::new();
    let mut refused = 0;
    for n in 0..400 {
        let subject = format!("fill-{n}");
        let answer = send_one(running.smtp, &address, &subject, &noise(150_000, n));
        match answer.as_bytes().first() {
            Some(b'2') => acknowledged.push(subject),
            Some(b'4') => refused += 1,
            _ => panic!("{subject}: {answer}: a full disk is a temporary failure (4xx)"),
        }
        if refused >= 5 {
            break;
        }
    }
    assert!(refused >= 5, "the disk never filled ({} acknowledged)", acknowledged.len());
    assert!(!acknowledged.is_empty());
    // Reads still work, and every acknowledged message is there.
    let stored = stored_subjects(&running, &token, &inbox);
    for subject in &acknowledged {
        assert_eq!(stored.get(subject), Some(&1), "{subject} was acknowledged");
    }
    // Room again: ingest goes on without a restart.
    std::fs::remove_file(&filler).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let answer = send_one(running.smtp, &address, "after", "room again");
        if answer.starts_with("250") {
            break;
        }
        assert!(Instant::now() < deadline, "ingest never recovered: {answer}");
        std::thread::sleep(Duration::from_millis(200));
    }
    // A restart finds the same messages: nothing half-written.
    drop(running);
    let (running, _) = serve(&data);
    let stored = stored_subjects(&running, &token, &inbox);
    for subject in acknowledged.iter().map(String::as_str).chain(["after"]) {
        assert_eq!(stored.get(subject), Some(&1), "{subject} after the restart");
    }
    eprintln!("{} acknowledged before the disk filled, {refused} refused with 4xx, then recovered", acknowledged.len());
}
