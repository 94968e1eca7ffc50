//! `postern changes [--since CURSOR] [--follow]`: the change feed as JSON lines, one change per
//! line, each with the `cursor` to resume after it. `--follow` keeps the stream open
//! (Server-Sent Events), reconnecting after a drop from the last change printed, so a pipeline
//! neither misses nor repeats one.

use crate::api_client::{Remote, each_item, fail, from_env, or_fail, print_json};
use postern_core::ErrorCode;
use std::io::Write;
use tokio::time::{Duration, timeout};

/// The server sends a keep-alive every 15 s: this long without a byte is a dead connection.
const SILENCE: Duration = Duration::from_secs(45);
/// The longest pause between two reconnections.
const MAX_PAUSE: Duration = Duration::from_secs(30);

#[derive(clap::Args)]
pub struct Changes {
    /// Print the changes after this cursor (`chg_…`). Without it, and without `--follow`, only the
    /// current cursor is printed: where to start following.
    #[arg(long)]
    since: Option<String>,
    /// Keep printing changes as they happen.
    #[arg(long)]
    follow: bool,
    /// The changes are always printed as JSON lines (accepted for the commands' uniformity).
    #[command(flatten)]
    remote: Remote,
}

pub async fn run(changes: Changes) {
    const VERB: &str = "changes";
    let (client, _) = from_env(VERB, changes.remote.allow_insecure_http);
    if !changes.follow {
        let Some(since) = changes.since else {
            let answer = or_fail(VERB, client.get("/changes", &[]).await);
            print_json(&serde_json::json!({ "cursor": answer["cursor"] }));
            return;
        };
        or_fail(VERB, each_item(&client, "/changes", &[("since", since)], None, print_json).await);
        return;
    }
    let mut last = changes.since;
    let mut pause = Duration::from_secs(1);
    loop {
        let mut stream = match client.events("/changes/stream", last.as_deref()).await {
            Ok(stream) => stream,
            Err(e) if e.code == ErrorCode::Unavailable || e.code == ErrorCode::RateLimited => {
                eprintln!("postern changes: {} (reconnecting)", e.message);
                tokio::time::sleep(e.retry_after.map_or(pause, Duration::from_secs)).await;
                pause = (pause * 2).min(MAX_PAUSE);
                continue;
            }
            Err(e) => fail(VERB, &e),
        };
        // Until the server ends the stream (it stops), the connection breaks, or goes silent.
        while let Ok(Ok(Some(event))) = timeout(SILENCE, stream.next()).await {
            pause = Duration::from_secs(1);
            if event.data.is_empty() {
                continue;
            }
            let mut out = std::io::stdout().lock();
            if writeln!(out, "{}", event.data).and_then(|()| out.flush()).is_err() {
                // The reader went away (`| head`): done.
                return;
            }
            if event.id.is_some() {
                last = event.id;
            }
        }
        tokio::time::sleep(pause).await;
    }
}
