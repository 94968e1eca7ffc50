//! The REST client of the commands that act through a running Postern (`postern mcp`, `wait`,
//! `inbox`, `messages`, `send`, `changes`, `account`): where from `POSTERN_URL`, as whom from
//! `POSTERN_TOKEN`, and how they end.
//!
//! Exit codes, the same for every such command: 0 done, 1 a wait timed out, 2 usage (a missing
//! token, a bad argument), 3 refused by Postern (its error code on stderr), 4 Postern could not
//! be reached. Every failure is one line on stderr, never holding the token.

use postern_client::Client;
use postern_core::{Error, ErrorCode};
use serde_json::Value;

/// What every command over REST takes.
#[derive(clap::Args, Clone, Copy)]
pub struct Remote {
    /// Print JSON (one object per line for lists and streams) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Allow plain http:// to a host that is not loopback (the token then crosses the network
    /// unencrypted).
    #[arg(long, env = "POSTERN_ALLOW_INSECURE_HTTP")]
    pub allow_insecure_http: bool,
}

/// Exits with status 2 and one line on stderr: a setup problem the user must fix.
pub fn refuse(command: &str, line: &str) -> ! {
    eprintln!("postern {command}: {line}");
    std::process::exit(2);
}

/// Exits with Postern's refusal (3) or its absence (4), naming the API's error code.
pub fn fail(command: &str, error: &Error) -> ! {
    eprintln!("postern {command}: {} ({})", one_line(&error.message), error.code.as_str());
    std::process::exit(if error.code == ErrorCode::Unavailable { 4 } else { 3 });
}

/// The value, or the process ends as [`fail`] says.
pub fn or_fail<T>(command: &str, result: Result<T, Error>) -> T {
    result.unwrap_or_else(|e| fail(command, &e))
}

/// The client, and the token it acts with.
pub fn from_env(command: &str, allow_insecure_http: bool) -> (Client, String) {
    let url =
        std::env::var("POSTERN_URL").ok().filter(|u| !u.is_empty()).unwrap_or_else(|| "http://127.0.0.1:8080".into());
    let Some(token) = std::env::var("POSTERN_TOKEN").ok().map(|t| t.trim().to_string()).filter(|t| !t.is_empty())
    else {
        refuse(
            command,
            &format!(
                "POSTERN_TOKEN is not set. Export it first, e.g. `POSTERN_TOKEN=pst_... postern {command}` (create one with `postern token create`)."
            ),
        );
    };
    let client = Client::new(&url, &token, allow_insecure_http).unwrap_or_else(|e| refuse(command, &e));
    (client, token)
}

/// Prints `value` as one line of JSON.
pub fn print_json(value: &Value) {
    println!("{}", serde_json::to_string(value).unwrap_or_default());
}

/// Text that stays on one line of a terminal: a hostile subject's newline, escape sequence or
/// direction control cannot move or reorder what is printed.
pub use postern_core::invisible::one_line;

/// A field of an answer as text (`""` when absent).
pub fn text(value: &Value, key: &str) -> String {
    one_line(value.get(key).and_then(Value::as_str).unwrap_or_default())
}

/// Walks a paged list at `path` (with `query`), up to `limit` items (`None`: all), handing each
/// item to `each`.
pub async fn each_item(
    client: &Client,
    path: &str,
    query: &[(&str, String)],
    limit: Option<usize>,
    mut each: impl FnMut(&Value),
) -> Result<(), Error> {
    let mut seen = 0usize;
    let mut cursor: Option<String> = None;
    loop {
        let left = limit.map_or(100, |l| l.saturating_sub(seen).min(100));
        if left == 0 {
            return Ok(());
        }
        let mut q: Vec<(&str, String)> = query.to_vec();
        q.push(("limit", left.to_string()));
        if let Some(cursor) = &cursor {
            q.push(("cursor", cursor.clone()));
        }
        let page = client.get(path, &q).await?;
        for item in page["data"].as_array().into_iter().flatten() {
            each(item);
            seen += 1;
        }
        cursor = page["pagination"]["next_cursor"].as_str().map(str::to_string);
        if cursor.is_none() || page["pagination"]["has_more"] == Value::Bool(false) {
            return Ok(());
        }
    }
}
