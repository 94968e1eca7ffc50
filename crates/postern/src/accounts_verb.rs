//! `postern account add|list`. `add EMAIL` connects a mailbox that signs in with a password: its
//! servers come from discovery (or `--settings`), the password from a prompt on the terminal (or
//! one line of stdin), and a progress bar on stderr follows the first sync until the account is
//! caught up. The one home of `rpassword`.

use crate::api_client::{Remote, each_item, fail, from_env, or_fail, print_json, refuse, text};
use postern_core::ops::ApiCall;
use serde_json::{Value, json};
use std::io::{IsTerminal, Write};
use tokio::time::Duration;

#[derive(clap::Args)]
pub struct Add {
    /// The mailbox's address.
    email: String,
    /// The servers as an account's settings (JSON, such as '{"imap_host": "…", "smtp_host": "…"}'),
    /// instead of asking discovery.
    #[arg(long)]
    settings: Option<String>,
    /// With --settings: the provider, `imap`, `pop3` or `jmap`.
    #[arg(long, default_value = "imap", requires = "settings")]
    provider: String,
    /// Return once the account is connected, without following its first sync.
    #[arg(long)]
    no_wait: bool,
    #[command(flatten)]
    remote: Remote,
}

const VERB: &str = "account add";

/// Prints the accounts the token may list, one per line.
pub async fn list(remote: Remote) {
    let (client, _) = from_env("account list", remote.allow_insecure_http);
    let listed = each_item(&client, "/accounts", &[], None, |account| {
        if remote.json {
            print_json(account);
        } else {
            let fields = ["id", "email", "provider", "status"].map(|key| text(account, key));
            println!("{}", fields.join("\t"));
        }
    })
    .await;
    or_fail("account list", listed);
}

pub async fn add(add: Add) {
    let (client, _) = from_env(VERB, add.remote.allow_insecure_http);
    let (provider, settings) = match &add.settings {
        Some(settings) => {
            let settings: Value = serde_json::from_str(settings)
                .unwrap_or_else(|e| refuse(VERB, &format!("--settings is not JSON: {e}")));
            (add.provider.clone(), settings)
        }
        None => discover(&client, &add.email).await,
    };
    let password = password(&add.email);
    let body = json!({
        "provider": provider,
        "email": add.email,
        "settings": settings,
        "credentials": { "password": password },
    });
    let account = match client.api("POST", "/accounts", Some(body), None).await {
        Ok(answer) => answer["data"].clone(),
        Err(e) => fail(VERB, &e),
    };
    let account = if add.no_wait { account } else { follow_first_sync(&client, account).await };
    if add.remote.json {
        print_json(&account);
    } else {
        println!("{}\t{}\t{}", text(&account, "id"), text(&account, "email"), text(&account["sync"], "state"));
    }
}

/// The provider and settings discovery proposes for `email`: its first candidate that signs in
/// with a password.
async fn discover(client: &postern_client::Client, email: &str) -> (String, Value) {
    let answer = or_fail(VERB, client.api("POST", "/discovery", Some(json!({ "email": email })), None).await);
    let candidates = answer["data"]["candidates"].as_array().cloned().unwrap_or_default();
    for candidate in &candidates {
        let servers = candidate["servers"].as_array().cloned().unwrap_or_default();
        let server = |protocol: &str| servers.iter().find(|s| s["protocol"] == protocol);
        let mut settings = json!({});
        let mut put = |prefix: &str, server: &Value| {
            settings[format!("{prefix}_host")] = server["host"].clone();
            settings[format!("{prefix}_port")] = server["port"].clone();
            settings[format!("{prefix}_security")] = server["security"].clone();
            if let Some(username) = server["username"].as_str().filter(|u| !u.is_empty() && *u != email) {
                settings["username"] = username.into();
            }
        };
        if let Some(smtp) = server("smtp") {
            put("smtp", smtp);
        }
        if let Some(jmap) = server("jmap") {
            let url = format!("https://{}:{}", text(jmap, "host"), jmap["port"].as_u64().unwrap_or(443));
            return ("jmap".into(), json!({ "jmap_url": url }));
        }
        if let Some(imap) = server("imap") {
            put("imap", imap);
            return ("imap".into(), settings);
        }
        if let Some(pop3) = server("pop3") {
            put("pop3", pop3);
            return ("pop3".into(), settings);
        }
    }
    let oauth = candidates.iter().find_map(|c| c["provider"].as_str().filter(|p| ["microsoft", "google"].contains(p)));
    match oauth {
        Some(provider) => refuse(
            VERB,
            &format!("{email} signs in at {provider}, without a password: use `postern account connect {provider}`"),
        ),
        None => refuse(VERB, &format!("discovery found no servers for {email}: give them with --settings")),
    }
}

/// The password: asked on the terminal without echo, or the first line of stdin when that is not
/// a terminal (a script piping it).
fn password(email: &str) -> String {
    let password = if std::io::stdin().is_terminal() {
        rpassword::prompt_password(format!("Password for {email}: "))
            .unwrap_or_else(|e| refuse(VERB, &format!("cannot read the password: {e}")))
    } else {
        let mut line = String::new();
        std::io::stdin()
            .read_line(&mut line)
            .unwrap_or_else(|e| refuse(VERB, &format!("cannot read the password from stdin: {e}")));
        line.trim_end_matches(['\r', '\n']).to_string()
    };
    if password.is_empty() {
        refuse(VERB, "no password given");
    }
    password
}

/// Follows the first sync with a progress bar on stderr (when it is a terminal) until the account
/// is caught up; returns the account as it then is.
async fn follow_first_sync(client: &postern_client::Client, mut account: Value) -> Value {
    let Ok(id) = postern_client::segment(&text(&account, "id")) else { return account };
    let bar = std::io::stderr().is_terminal();
    loop {
        let sync = &account["sync"];
        match sync["state"].as_str().unwrap_or_default() {
            "idle" => break,
            "failed" => {
                if bar {
                    eprintln!();
                }
                let reason = text(&account, "status_reason");
                eprintln!("postern {VERB}: the first sync failed: {reason} ({})", text(&account, "status"));
                std::process::exit(3);
            }
            _ if bar => draw(sync),
            _ => {}
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        account = or_fail(VERB, client.get(&format!("/accounts/{id}"), &[]).await)["data"].clone();
    }
    if bar {
        draw(&account["sync"]);
        eprintln!();
    }
    account
}

/// One progress line: the share of messages synced, and the counts.
fn draw(sync: &Value) {
    let count = |key: &str| sync[key].as_u64().unwrap_or_default();
    let (done, total) = (count("messages_done"), count("messages_total"));
    let share = if sync["state"] == "idle" {
        1.0
    } else if total == 0 {
        0.0
    } else {
        done as f64 / total as f64
    };
    let filled = (share.clamp(0.0, 1.0) * 30.0).round() as usize;
    let mut err = std::io::stderr().lock();
    let _ = write!(
        err,
        "\r[{}{}] {:>3}%  folders {}/{}  messages {done}/{total}  ",
        "#".repeat(filled),
        " ".repeat(30 - filled),
        (share * 100.0).round() as u32,
        count("folders_done"),
        count("folders_total"),
    );
    let _ = err.flush();
}
