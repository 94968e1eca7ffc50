//! `postern account connect microsoft` as a person at a terminal uses it: against a running
//! `postern serve` whose Microsoft app points at `postern_testkit::microsoft::FakeMicrosoft`
//! (the device code flow, https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-device-code),
//! the command prints where to enter the code, waits while the person approves it, and prints
//! the connected account; with `--imap`, an IMAP account that logs in with XOAUTH2 to a real
//! Dovecot that checks the token at the fake.

mod common;

use common::Serve;
use postern_testkit::microsoft::FakeMicrosoft;
use postern_testkit::{Dovecot, DovecotOptions};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

const ADELE: &str = "adele@contoso.test";

fn serve(fake: &FakeMicrosoft, dir: &std::path::Path) -> (Serve, String) {
    let secret = dir.join("microsoft-secret");
    std::fs::write(&secret, "app-secret-4711\n").unwrap();
    let (serve, token) = common::start(None, Duration::from_secs(30), |http_port, smtp_port| {
        let mut command = common::serve_command(&dir.join("data"), http_port, smtp_port);
        command
            .args(["--internal-host", "127.0.0.1"])
            .args(["--microsoft-client-id", "postern-cli-test", "--microsoft-client-secret-file"])
            .arg(&secret)
            .args(["--microsoft-authority", &fake.url(), "--microsoft-graph", &fake.graph()]);
        command
    });
    (serve, token.expect("the first start prints the admin token"))
}

/// Runs `postern account connect microsoft {args}`, approves the code it prints as adele, and
/// gives what it printed on stdout.
fn connect(fake: &FakeMicrosoft, at: &Serve, token: &str, args: &[&str]) -> Value {
    let mut child = Command::new(env!("CARGO_BIN_EXE_postern"))
        .args(["account", "connect", "microsoft"])
        .args(args)
        .env("POSTERN_URL", &at.http)
        .env("POSTERN_TOKEN", token)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut said = String::new();
    BufReader::new(child.stderr.take().unwrap()).read_line(&mut said).unwrap();
    assert!(said.contains("https://microsoft.com/devicelogin"), "{said}");
    // Microsoft's own words: "… and enter the code BCDFGHJK to authenticate."
    let code = said.split("enter the code ").nth(1).and_then(|rest| rest.split_whitespace().next());
    fake.approve_device(code.expect("a code"), ADELE);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    serde_json::from_slice(&out.stdout).unwrap()
}

async fn account(at: &Serve, token: &str, id: &str) -> Value {
    let url = format!("{}/api/v1/accounts/{id}", at.http);
    let answer = reqwest::Client::new().get(url).bearer_auth(token).send().await.unwrap();
    answer.json::<Value>().await.unwrap()["data"].clone()
}

// The child processes are waited on in the test's thread: nothing else runs on its runtime.
#[tokio::test]
async fn the_cli_connects_through_graph_and_over_imap_with_a_device_code() {
    let fake = FakeMicrosoft::start();
    fake.add_user(ADELE);
    let dir = tempfile::tempdir().unwrap();
    let (at, token) = serve(&fake, dir.path());

    let printed = connect(&fake, &at, &token, &[]);
    assert_eq!(printed["provider"], "microsoft");
    let id = printed["account_id"].as_str().unwrap();
    let shown = account(&at, &token, id).await;
    assert_eq!((shown["provider"].as_str(), shown["email"].as_str()), (Some("microsoft"), Some(ADELE)));

    let dovecot = Dovecot::start_with(DovecotOptions {
        submission: true,
        oauth2_tokeninfo: Some(fake.tokeninfo_url()),
        ..Default::default()
    });
    let servers = json!({
        "imap_host": "127.0.0.1", "imap_port": dovecot.imap_port(), "imap_security": "none",
        "smtp_host": "127.0.0.1", "smtp_port": dovecot.submission_port().unwrap(), "smtp_security": "none",
    });
    let printed = connect(&fake, &at, &token, &["--imap", "--settings", &servers.to_string()]);
    let id = printed["account_id"].as_str().unwrap();
    let shown = account(&at, &token, id).await;
    assert_eq!((shown["provider"].as_str(), shown["email"].as_str()), (Some("imap"), Some(ADELE)));
    assert_eq!(shown["settings"]["auth"], "xoauth2");
    assert!(fake.tokeninfo_requests() > 0, "the IMAP login was checked");
}
