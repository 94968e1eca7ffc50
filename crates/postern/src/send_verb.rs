//! `postern send`: a message from a connected account, through a running Postern. Every send
//! carries an `Idempotency-Key` (the one given, or a new one printed on stderr), so a script that
//! runs it again with the same key after a lost answer cannot send twice.

use crate::api_client::{Remote, fail, from_env, print_json, refuse, text};
use base64::Engine;
use postern_core::ops::ApiCall;
use serde_json::{Value, json};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Send {
    /// The account that sends (`acc_…`).
    #[arg(long)]
    account: String,
    /// A recipient (repeat for more).
    #[arg(long, required = true)]
    to: Vec<String>,
    /// A copy recipient (repeat for more).
    #[arg(long)]
    cc: Vec<String>,
    /// A blind copy recipient (repeat for more).
    #[arg(long)]
    bcc: Vec<String>,
    #[arg(long, default_value = "")]
    subject: String,
    /// The plain text body; `-` reads it from stdin.
    #[arg(long, conflicts_with = "text_file")]
    text: Option<String>,
    /// A file holding the plain text body.
    #[arg(long)]
    text_file: Option<PathBuf>,
    /// A file holding an HTML body.
    #[arg(long)]
    html_file: Option<PathBuf>,
    /// A file to attach (repeat for more; 25 MiB in all).
    #[arg(long)]
    attach: Vec<PathBuf>,
    /// The key that makes a repeated send answer the first one's answer instead of sending again
    /// (default: a new one, printed on stderr).
    #[arg(long)]
    idempotency_key: Option<String>,
    #[command(flatten)]
    remote: Remote,
}

pub async fn run(send: Send) {
    const VERB: &str = "send";
    let (client, _) = from_env(VERB, send.remote.allow_insecure_http);
    let read = |path: &PathBuf| {
        std::fs::read(path).unwrap_or_else(|e| refuse(VERB, &format!("cannot read {}: {e}", path.display())))
    };
    let body_text = match (&send.text, &send.text_file) {
        (Some(t), _) if t == "-" => {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
                .unwrap_or_else(|e| refuse(VERB, &format!("cannot read the text from stdin: {e}")));
            Some(text)
        }
        (Some(t), _) => Some(t.clone()),
        (None, Some(path)) => Some(String::from_utf8_lossy(&read(path)).into_owned()),
        (None, None) => None,
    };
    let addresses = |list: &[String]| list.iter().map(|a| json!({ "email": a })).collect::<Vec<_>>();
    let mut body = json!({ "to": addresses(&send.to), "subject": send.subject });
    for (key, list) in [("cc", &send.cc), ("bcc", &send.bcc)] {
        if !list.is_empty() {
            body[key] = addresses(list).into();
        }
    }
    if let Some(text) = body_text {
        body["text"] = text.into();
    }
    if let Some(path) = &send.html_file {
        body["html"] = String::from_utf8_lossy(&read(path)).into_owned().into();
    }
    let attachments: Vec<Value> = send
        .attach
        .iter()
        .map(|path| {
            let filename = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "file".into());
            json!({
                "filename": filename,
                "content_type": content_type(&filename),
                "content_base64": base64::engine::general_purpose::STANDARD.encode(read(path)),
            })
        })
        .collect();
    if !attachments.is_empty() {
        body["attachments"] = attachments.into();
    }
    let key = send.idempotency_key.clone().unwrap_or_else(|| {
        let key = postern_core::id::new_id(postern_core::id::IdKind::Send);
        eprintln!("postern send: idempotency key {key}");
        key
    });
    let Ok(account) = postern_client::segment(&send.account) else { refuse(VERB, "the account id is empty") };
    let path = format!("/accounts/{account}/send");
    match client.api("POST", &path, Some(body), Some(key)).await {
        Ok(answer) => {
            let data = &answer["data"];
            if data["status"] == "pending" {
                eprintln!(
                    "postern send: not sent yet: it waits for a person's approval until {} (/sends/{})",
                    text(data, "expires_at"),
                    text(data, "id")
                );
            }
            if send.remote.json { print_json(data) } else { println!("{}\t{}", text(data, "id"), text(data, "status")) }
        }
        Err(e) => fail(VERB, &e),
    }
}

/// The content type of an attachment, from its name's extension (what a mail client would pick);
/// anything else is sent as bytes.
fn content_type(filename: &str) -> &'static str {
    let extension = filename.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    match extension.as_str() {
        "txt" | "log" => "text/plain",
        "csv" => "text/csv",
        "html" | "htm" => "text/html",
        "json" => "application/json",
        "pdf" => "application/pdf",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "zip" => "application/zip",
        "ics" => "text/calendar",
        "eml" => "message/rfc822",
        _ => "application/octet-stream",
    }
}
