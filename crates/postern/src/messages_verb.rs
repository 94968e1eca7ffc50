//! `postern messages list|search|get|raw`: the mail of inboxes and accounts from a shell, through
//! a running Postern. Lists print one message per line (id, received, sender, subject,
//! tab-separated; `--json`: the message as the API gives it).

use crate::api_client::{Remote, each_item, from_env, one_line, or_fail, print_json, refuse, text};
use postern_client::segment;
use serde_json::Value;
use std::io::Write;

/// Where the messages are: one inbox, one account's folder, or every account the token reads.
#[derive(clap::Args)]
pub struct Place {
    /// A disposable inbox's messages.
    #[arg(long, conflicts_with_all = ["account", "folder"])]
    inbox: Option<String>,
    /// A connected account's messages (default: every account the token may list mail of).
    #[arg(long)]
    account: Option<String>,
    /// The account's folder: an id or a role (`inbox`, `sent`, `drafts`, …).
    #[arg(long, requires = "account")]
    folder: Option<String>,
}

#[derive(clap::Subcommand)]
pub enum MessagesCommand {
    /// Print messages, newest first.
    List {
        #[command(flatten)]
        place: Place,
        /// Only messages whose sender contains this.
        #[arg(long)]
        from: Option<String>,
        /// Only messages whose subject contains this.
        #[arg(long)]
        subject: Option<String>,
        /// Only messages with a one-time code (inboxes) .
        #[arg(long, requires = "inbox")]
        has_otp: bool,
        /// Only unread messages (accounts).
        #[arg(long, conflicts_with = "inbox")]
        unread: bool,
        /// How many to print at most.
        #[arg(long, default_value_t = 50)]
        limit: usize,
        #[command(flatten)]
        remote: Remote,
    },
    /// Print the account messages matching a search: words of the subject, the addresses or the
    /// body (the mail server is asked about what is not indexed yet).
    Search {
        /// What to look for.
        query: String,
        /// Only this account's messages.
        #[arg(long)]
        account: Option<String>,
        /// How many to print at most.
        #[arg(long, default_value_t = 50)]
        limit: usize,
        #[command(flatten)]
        remote: Remote,
    },
    /// Print one message: its headers, the code and link found, and its text.
    Get {
        /// The message's id.
        id: String,
        #[command(flatten)]
        remote: Remote,
    },
    /// Write a message's source (RFC 5322, as received) to stdout.
    Raw {
        /// The message's id.
        id: String,
        #[arg(long, env = "POSTERN_ALLOW_INSECURE_HTTP")]
        allow_insecure_http: bool,
    },
}

pub async fn run(command: MessagesCommand) {
    match command {
        MessagesCommand::List { place, from, subject, has_otp, unread, limit, remote } => {
            let (client, _) = from_env("messages list", remote.allow_insecure_http);
            let path = match (&place.inbox, &place.account) {
                (Some(inbox), _) => format!("/inboxes/{}/messages", id_segment("messages list", inbox)),
                (None, Some(account)) => format!("/accounts/{}/messages", id_segment("messages list", account)),
                (None, None) => "/messages".into(),
            };
            let mut query = Vec::new();
            let filters = [("folder", place.folder), ("from", from)];
            query.extend(filters.into_iter().filter_map(|(k, v)| Some((k, v?))));
            if let Some(subject) = subject {
                // Inboxes name it as mailsocket does.
                query.push((if place.inbox.is_some() { "subject_contains" } else { "subject" }, subject));
            }
            if has_otp {
                query.push(("has_otp", "true".into()));
            }
            if unread {
                query.push(("unread", "true".into()));
            }
            let listed = each_item(&client, &path, &query, Some(limit), |m| line(m, remote.json)).await;
            or_fail("messages list", listed);
        }
        MessagesCommand::Search { query, account, limit, remote } => {
            let (client, _) = from_env("messages search", remote.allow_insecure_http);
            let path = match &account {
                Some(account) => format!("/accounts/{}/messages", id_segment("messages search", account)),
                None => "/messages".into(),
            };
            let found = each_item(&client, &path, &[("q", query)], Some(limit), |m| line(m, remote.json)).await;
            or_fail("messages search", found);
        }
        MessagesCommand::Get { id, remote } => {
            let (client, _) = from_env("messages get", remote.allow_insecure_http);
            let answer = or_fail(
                "messages get",
                client.get(&format!("/messages/{}", id_segment("messages get", &id)), &[]).await,
            );
            let message = &answer["data"];
            if remote.json {
                print_json(message);
            } else {
                show(message);
            }
        }
        MessagesCommand::Raw { id, allow_insecure_http } => {
            let (client, _) = from_env("messages raw", allow_insecure_http);
            let path = format!("/messages/{}/raw", id_segment("messages raw", &id));
            let source = or_fail("messages raw", client.bytes(&path).await);
            let mut out = std::io::stdout().lock();
            if out.write_all(&source).and_then(|()| out.flush()).is_err() {
                std::process::exit(1);
            }
        }
    }
}

fn id_segment(command: &str, id: &str) -> String {
    segment(id).unwrap_or_else(|e| refuse(command, &e.message))
}

/// One message as a line of a list.
fn line(message: &Value, json: bool) {
    if json {
        print_json(message);
    } else {
        println!(
            "{}\t{}\t{}\t{}",
            text(message, "id"),
            text(message, "received_at"),
            sender(message),
            text(message, "subject")
        );
    }
}

/// Who sent it: an inbox message's `from` is text (its envelope sender when it has no `From:`),
/// an account message's a list of addresses.
fn sender(message: &Value) -> String {
    match &message["from"] {
        Value::String(from) if from.is_empty() => text(message, "envelope_from"),
        Value::String(from) => one_line(from),
        Value::Array(list) => one_line(&list.iter().filter_map(|a| a["email"].as_str()).collect::<Vec<_>>().join(", ")),
        _ => String::new(),
    }
}

/// One message for a person: headers, what was found in it, and its text.
fn show(message: &Value) {
    let addresses = |key: &str| match &message[key] {
        Value::Array(list) => one_line(
            &list
                .iter()
                .map(|a| a.as_str().map_or_else(|| a["email"].as_str().unwrap_or_default().to_string(), str::to_string))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => String::new(),
    };
    println!("Id: {}", text(message, "id"));
    println!("From: {}", sender(message));
    println!("To: {}", addresses("to"));
    let cc = addresses("cc");
    if !cc.is_empty() {
        println!("Cc: {cc}");
    }
    println!("Subject: {}", text(message, "subject"));
    println!("Received: {}", text(message, "received_at"));
    for (label, key) in [("Code", "otp"), ("Link", "magic_link")] {
        let value = text(message, key);
        if !value.is_empty() {
            println!("{label}: {value}");
        }
    }
    let attachments = message["attachments"].as_array().map(Vec::len).unwrap_or_default();
    if attachments > 0 {
        println!("Attachments: {attachments}");
    }
    println!();
    // The body keeps its lines, without escape sequences that could drive the terminal.
    let body = message["text"].as_str().unwrap_or_default();
    let clean: String = body.chars().filter(|c| !c.is_control() || *c == '\n' || *c == '\t').collect();
    println!("{}", clean.trim_end());
}
