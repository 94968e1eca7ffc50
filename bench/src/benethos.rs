//! The benethos side of the connected-account bench: benethos-mailbox-service 0.5.2 from PyPI
//! (installed by `bench/run.sh` into `target/bench-benethos-venv` when `BENCH_BENETHOS=1`),
//! set up and run as in `shared/reference/benethos.md` §12 and `benethos-bench.md`: file key
//! provider, `keys init`, `users create-admin`, `serve`; the first token through its `/ui`
//! (`bench/benethos/token.py`), then a restart (so the sign-in is not in the peak RSS) whose
//! start is timed. Settings of the reference's main run: `RATE_LIMIT_PER_MINUTE=0`, the IMAP
//! pacing lifted, `DISCOVERY_ISPDB=false`, `127.0.0.1` allowed as an internal host, the
//! Dovecot certificate trusted through `SSL_CERT_FILE`; the account uses STARTTLS (benethos
//! never speaks plaintext IMAP). Everything else default.
//!
//! The first pass is capped (`BENCH_BENETHOS_CAP_S`, default 300 s): past it the figures say
//! "not finished" and the service is stopped.

use crate::figures::{
    FEED_ROUNDS, Figures, HealthProbe, LIST_ROUNDS, PASSWORD, USER, cpu, get_json, mb, new_mail, p50_p99, series,
    until_listed,
};
use crate::mailgen::Mailbox;
use crate::{free_port, rss_kib};
use anyhow::{Context, Result, bail};
use postern_testkit::Dovecot;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Whether the benethos side runs for `n` messages; the reason when not.
pub fn wanted(n: usize) -> Result<(), String> {
    let on = |var: &str| std::env::var(var).is_ok_and(|v| v == "1");
    if !on("BENCH_BENETHOS") {
        return Err("not run (BENCH_BENETHOS=1 runs it)".into());
    }
    if n > 20_000 && !on("BENCH_BENETHOS_100K") {
        return Err(format!("not run for {n} messages (BENCH_BENETHOS_100K=1 runs it, capped)"));
    }
    Ok(())
}

fn venv() -> PathBuf {
    std::env::var_os("BENCH_BENETHOS_VENV")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench-benethos-venv"))
}

/// The scratch folder of one run; removed when dropped.
struct RunDir(PathBuf);

impl Drop for RunDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `benethos-mailbox-service serve`; stopped (SIGTERM, SIGKILL after 5 s) when dropped.
struct Service {
    child: Child,
    base: String,
}

impl Drop for Service {
    fn drop(&mut self) {
        let pid = self.child.id().to_string();
        let _ = Command::new("kill").arg(&pid).status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // A pass that holds the event loop does not get to the signal handler.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Setup {
    dir: RunDir,
    cli: PathBuf,
    env_file: PathBuf,
    cert: PathBuf,
    port: u16,
}

impl Setup {
    fn command(&self) -> Command {
        let mut c = Command::new(&self.cli);
        c.env("HOME", self.dir.0.join("home"))
            .env("MAILBOX_SERVICE_ENV_FILE", &self.env_file)
            .env("SSL_CERT_FILE", &self.cert)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null());
        c
    }

    fn output(&self, args: &[&str]) -> Result<(String, String)> {
        let out = self.command().args(args).output().with_context(|| format!("running {}", self.cli.display()))?;
        if !out.status.success() {
            bail!("benethos-mailbox-service {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        }
        Ok((String::from_utf8(out.stdout)?, String::from_utf8_lossy(&out.stderr).into_owned()))
    }

    /// Starts `serve`; returns it and the time to the first `/health` 200.
    async fn serve(&self) -> Result<(Service, Duration)> {
        let log = std::fs::OpenOptions::new().create(true).append(true).open(self.dir.0.join("serve.log"))?;
        let started = Instant::now();
        let child = self.command().arg("serve").stdout(log.try_clone()?).stderr(log).spawn()?;
        let service = Service { child, base: format!("http://127.0.0.1:{}", self.port) };
        let client = reqwest::Client::new();
        loop {
            if let Ok(r) = client.get(format!("{}/health", service.base)).send().await
                && r.status().is_success()
            {
                return Ok((service, started.elapsed()));
            }
            if started.elapsed() > Duration::from_secs(60) {
                bail!("benethos did not answer /health within 60 s; see {}/serve.log", self.dir.0.display());
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

fn setup(dovecot: &Dovecot) -> Result<Setup> {
    let venv = venv();
    let cli = venv.join("bin/benethos-mailbox-service");
    if !cli.exists() {
        bail!("{} is missing: bench/run.sh installs it when BENCH_BENETHOS=1", cli.display());
    }
    let dir =
        RunDir(std::env::temp_dir().join(format!("postern-bench-benethos-{}-{}", std::process::id(), free_port())));
    for sub in ["config", "data", "home"] {
        std::fs::create_dir_all(dir.0.join(sub))?;
    }
    let port = free_port();
    let key = dir.0.join("config/master.key");
    let env_file = dir.0.join("config/service.env");
    let settings = format!(
        "MAILBOX_SERVICE_HOST=127.0.0.1
MAILBOX_SERVICE_PORT={port}
MAILBOX_SERVICE_DATA_DIR={data}
MAILBOX_SERVICE_KEY_PROVIDER=file
MAILBOX_SERVICE_KEY_FILE={key}
MAILBOX_SERVICE_DISCOVERY_INTERNAL_HOSTS=[\"127.0.0.1\"]
MAILBOX_SERVICE_DISCOVERY_ISPDB=false
MAILBOX_SERVICE_RATE_LIMIT_PER_MINUTE=0
MAILBOX_SERVICE_IMAP_REQUESTS_PER_MINUTE=1000000
MAILBOX_SERVICE_IMAP_BURST=100000
",
        data = dir.0.join("data").display(),
        key = key.display()
    );
    std::fs::write(&env_file, settings)?;
    let cert = dovecot.dir().join("cert.pem");
    let setup = Setup { dir, cli, env_file, cert, port };
    let (generated, _) = setup.output(&["keys", "generate"])?;
    std::fs::write(&key, generated)?;
    std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    setup.output(&["keys", "init"])?;
    Ok(setup)
}

/// `users create-admin`, then the token through the UI of a running service.
async fn token(setup: &Setup) -> Result<String> {
    let (out, err) = setup.output(&["users", "create-admin"])?;
    let otp = out.lines().map(str::trim).rfind(|l| !l.is_empty()).context("no one-time password printed")?.to_string();
    let admin = format!("{out}\n{err}")
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .find(|w| w.starts_with("usr_"))
        .context("no admin id printed")?
        .to_string();
    let (service, _) = setup.serve().await?;
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("benethos/token.py");
    let out = Command::new(venv().join("bin/python")).arg(script).args([&service.base, &admin, &otp]).output()?;
    if !out.status.success() {
        bail!("getting a token through /ui: {}", String::from_utf8_lossy(&out.stderr));
    }
    drop(service);
    Ok(String::from_utf8(out.stdout)?.trim().to_string())
}

/// Rows of its `message_index` and how many are threaded, read-only (as the reference did).
fn index_rows(setup: &Setup) -> String {
    let db = setup.dir.0.join("data/mailbox.db");
    let script = "import sqlite3, sys\n\
        c = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True, timeout=60)\n\
        print(*c.execute('SELECT count(*), count(thread_id) FROM message_index').fetchone())";
    match Command::new(venv().join("bin/python")).arg("-c").arg(script).arg(&db).output() {
        Ok(out) if out.status.success() => {
            let text = String::from_utf8_lossy(&out.stdout);
            let mut it = text.split_whitespace();
            format!("message_index rows {}, of which threaded {}", it.next().unwrap_or("?"), it.next().unwrap_or("?"))
        }
        Ok(out) => format!("message_index not readable: {}", String::from_utf8_lossy(&out.stderr).trim()),
        Err(e) => format!("message_index not readable: {e}"),
    }
}

/// The benethos figures for the mailbox of `dovecot` (already synced once by postern).
pub async fn run(dovecot: &Dovecot, mail: &Mailbox) -> Result<Figures> {
    let cap =
        Duration::from_secs(std::env::var("BENCH_BENETHOS_CAP_S").ok().and_then(|v| v.parse().ok()).unwrap_or(300));
    let mut f = Figures { security: "STARTTLS".into(), cap, ..Default::default() };
    let setup = setup(dovecot)?;
    let token = token(&setup).await?;
    let (service, ready) = setup.serve().await?;
    f.start = ready;
    let pid = service.child.id();
    let base = service.base.clone();
    let client = reqwest::Client::new();
    tokio::time::sleep(Duration::from_secs(1)).await;
    f.rss_before = mb(rss_kib(pid, "VmRSS:"));
    let probe = HealthProbe::start(format!("{base}/health"));
    let cpu0 = cpu(pid);
    let started = Instant::now();
    let body = json!({
        "provider": "imap", "email": USER,
        "settings": {"host": dovecot.host(), "port": dovecot.imap_port(), "security": "starttls", "username": USER},
        "credentials": {"password": PASSWORD},
    });
    let r = client.post(format!("{base}/v1/accounts")).bearer_auth(&token).json(&body).send().await?;
    if r.status() != 201 {
        bail!("connecting the account: {}: {}", r.status(), r.text().await.unwrap_or_default());
    }
    let posted = started.elapsed();
    let account: Value = r.json().await?;
    let id = account["id"].as_str().context("no account id")?.to_string();
    // The pass is done when /v1/status shows `last_sync_at` for the account (polled every 0.2 s;
    // a frozen service answers a poll late, or not before the cap).
    let done = loop {
        let left = cap.saturating_sub(started.elapsed());
        if left.is_zero() {
            break None;
        }
        let status = client.get(format!("{base}/v1/status")).bearer_auth(&token).timeout(left).send().await;
        if let Ok(r) = status
            && let Ok(v) = r.json::<Value>().await
            && v["accounts"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|a| a["id"] == id.as_str() && !a["last_sync_at"].is_null())
        {
            break Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    f.sync = done;
    f.sync_cpu = cpu(pid) - cpu0;
    f.silence = probe.finish();
    f.rss_peak = mb(rss_kib(pid, "VmHWM:"));
    f.notes.push(format!("POST /v1/accounts itself: {:.2} s", posted.as_secs_f64()));
    f.notes.push(index_rows(&setup));
    if done.is_none() {
        f.notes.push(format!(
            "stopped after {:.0} s: the latency series and new-mail trials were not run",
            cap.as_secs_f64()
        ));
        return Ok(f);
    }

    let list = format!("{base}/v1/accounts/{id}/messages?folder=inbox&limit=50");
    f.list = Some(series(&list, &token, "items").await?);
    f.from = Some(series(&format!("{list}&from={}", mail.sender.replace('@', "%40")), &token, "items").await?);
    f.q = Some(series(&format!("{list}&q=invoice"), &token, "items").await?);

    // New mail → the first /v1/changes?since= poll (every 10 ms) that has its message.created.
    let mut samples = Vec::new();
    for round in 0..FEED_ROUNDS {
        let state = get_json(&client, &format!("{base}/v1/changes"), &token).await?["state"]
            .as_str()
            .context("no change-feed state")?
            .to_string();
        let (_, raw) = new_mail("benethos-feed", round, 500_000 + round as u32);
        let t = Instant::now();
        dovecot.deliver_to_maildir(USER, &raw);
        loop {
            let page = get_json(&client, &format!("{base}/v1/changes?since={state}"), &token).await?;
            if page["changes"].as_array().into_iter().flatten().any(|c| c["type"] == "message.created") {
                samples.push(t.elapsed());
                break;
            }
            if t.elapsed() > Duration::from_secs(120) {
                bail!("new mail not in the change feed after 120 s");
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    f.feed = Some(p50_p99(samples));
    let mut samples = Vec::new();
    for round in 0..LIST_ROUNDS {
        let (subject, raw) = new_mail("benethos-list", round, 600_000 + round as u32);
        let t = Instant::now();
        dovecot.deliver_to_maildir(USER, &raw);
        let shown = until_listed(&client, &list, &token, "items", &subject).await?;
        samples.push(shown - t);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    f.shown = Some(p50_p99(samples));
    f.rss_end = mb(rss_kib(pid, "VmRSS:"));
    drop(service);
    Ok(f)
}
