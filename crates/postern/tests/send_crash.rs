//! A send killed (SIGKILL) at each step and retried with the same Idempotency-Key, through a
//! real `postern serve` and Dovecot's submission service: never more than one copy arrives, and
//! exactly one when the crash came before the SMTP transaction began.

mod common;

use common::{Serve, free_port};
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Starts `postern serve` on `data`; with `pause`, sends stop at that step. Returns it, and the
/// admin token when this start printed one.
fn serve(data: &Path, pause: Option<&str>) -> (Serve, Option<String>, std::sync::mpsc::Receiver<String>) {
    let (http_port, smtp_port) = (free_port(), free_port());
    let mut command = Command::new(env!("CARGO_BIN_EXE_postern"));
    command
        .args(["serve", "--data"])
        .arg(data)
        .args(["--http", &format!("127.0.0.1:{http_port}"), "--smtp", &format!("127.0.0.1:{smtp_port}")])
        .args(["--internal-host", "127.0.0.1", "--log", "warn"])
        .env_remove("POSTERN_MASTER_KEY")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(step) = pause {
        command.env("POSTERN_TEST_SEND_PAUSE", step);
    }
    let mut child = command.spawn().unwrap();
    let token_rx = common::printed_tokens(&mut child);
    let stderr = child.stderr.take().unwrap();
    let (err_tx, err_rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = err_tx.send(line);
        }
    });
    let http = format!("http://127.0.0.1:{http_port}");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", http_port)).is_err() {
        assert!(started.elapsed() < Duration::from_secs(20), "postern did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let token = token_rx.recv_timeout(Duration::from_millis(500)).ok();
    (Serve { child, http, smtp: smtp_port }, token, err_rx)
}

fn paused(errors: &std::sync::mpsc::Receiver<String>, step: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = errors.recv_timeout(left).unwrap_or_else(|_| panic!("the send never paused at {step}"));
        if line.contains(&format!("send paused at {step}")) {
            return;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_send_killed_at_any_step_is_never_delivered_twice() {
    let dovecot = Dovecot::start_with(DovecotOptions { submission: true, ..Default::default() });
    let client = reqwest::Client::new();
    for (step, delivered_after_crash, retry_status) in [("intent", 0, 200), ("data", 0, 409), ("sent", 1, 409)] {
        let dir = tempfile::tempdir().unwrap();
        let before = dovecot.relayed().len();
        let (first, token, errors) = serve(dir.path(), Some(step));
        let token = token.expect("the first start prints the admin token");
        let account: Value = client
            .post(format!("{}/api/v1/accounts", first.http))
            .bearer_auth(&token)
            .json(&json!({
                "provider": "imap", "email": "alice@example.test",
                "settings": { "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none",
                              "smtp_host": "127.0.0.1", "smtp_port": dovecot.submission_port().unwrap(), "smtp_security": "none" },
                "credentials": { "password": "alicepass" },
            }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let account = account["data"]["id"].as_str().unwrap().to_string();
        let body =
            json!({ "to": [{ "email": "bob@example.org" }], "subject": format!("crash at {step}"), "text": "once" });
        let send = |serve: &Serve| {
            client
                .post(format!("{}/api/v1/accounts/{account}/send", serve.http))
                .bearer_auth(&token)
                .header("Idempotency-Key", "order-17")
                .json(&body)
                .send()
        };
        let pending = tokio::spawn(send(&first));
        let errors = tokio::task::spawn_blocking(move || {
            paused(&errors, step);
            errors
        })
        .await
        .unwrap();
        drop(first); // SIGKILL
        assert!(pending.await.unwrap().is_err(), "the client saw the connection drop");
        drop(errors);
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(dovecot.relayed().len() - before, delivered_after_crash, "after a crash at {step}");

        let (second, _, _) = serve(dir.path(), None);
        let retry = send(&second).await.unwrap();
        let status = retry.status().as_u16();
        let answer: Value = retry.json().await.unwrap();
        assert_eq!(status, retry_status, "retry after a crash at {step}: {answer}");
        if status == 409 {
            assert_eq!(answer["error"]["code"], "send_outcome_unknown");
            assert!(answer["error"]["fields"]["message_id_header"].as_str().unwrap().starts_with('<'));
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        let delivered = dovecot.relayed().len() - before;
        assert_eq!(delivered, if step == "data" { 0 } else { 1 }, "copies delivered for a crash at {step}");
        // A third try changes nothing.
        let third = send(&second).await.unwrap();
        assert_eq!(third.status().as_u16(), retry_status);
        assert_eq!(dovecot.relayed().len() - before, delivered);
    }
}
